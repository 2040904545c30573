import type { TextPiece } from "../highlight";

/** Text with the words the search matched in <mark>. */
export function MarkedText({ pieces }: { pieces: TextPiece[] }) {
  return pieces.map((piece, index) =>
    piece.match ? (
      <mark key={index} className="rounded-sm bg-yellow-100 px-0.5 text-inherit">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}
