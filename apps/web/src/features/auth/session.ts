// The part of the auth feature the app shell needs from the first page on. The pages in
// index.ts are loaded lazily, so the shell must not import them through there.
export { AuthProvider } from './components/auth-provider'
export { ProtectedRoute } from './components/protected-route'
