export { BlogDemo } from "./components/blog-demo";
