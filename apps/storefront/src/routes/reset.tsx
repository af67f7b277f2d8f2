import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/reset')({
  component: RouteComponent,
})

function RouteComponent() {
  return <div>Hello "/reset"!</div>
}
