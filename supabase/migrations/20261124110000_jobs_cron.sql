-- Runs due background jobs every minute on hosted Supabase: pg_cron schedules an HTTP call with
-- pg_net to the process-jobs edge function (Supabase's documented pattern, "Scheduling Edge
-- Functions"). The project URL and the service-role key come from Vault, so no secret is in a
-- migration; create them once per project in the SQL editor:
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service-role key>', 'service_role_key');
-- Where pg_cron or pg_net is not available (the local emulator's PGlite, plain Postgres) this is a
-- no-op: the emulator runs the same function on a timer instead.
do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net not available: process-jobs is not scheduled here';
    return;
  end if;

  create extension if not exists pg_cron;
  create extension if not exists pg_net;

  perform cron.unschedule(jobid) from cron.job where jobname = 'vindbaar-process-jobs';
  perform cron.schedule(
    'vindbaar-process-jobs',
    '* * * * *',
    $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/process-jobs',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' ||
            (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
        ),
        body := '{}'::jsonb,
        timeout_milliseconds := 120000
      );
    $job$
  );
end
$migration$;
