# Java:
#   final class Result {
#       final String status; final String token;   // token: a request id for "success", the resume token otherwise
#       Result(String status, String token) { this.status = status; this.token = token; }
#   }
#   public class ToolProvider extends ContentProvider {
#       public Bundle call(String method, String arg, Bundle extras) {
#           Result r = "ping".equals(extras.getString("tool_name")) ? ping() : archive();
#           return toBundle(r);
#       }
#       Result ping()    { return new Result("success", Long.toString(new Random().nextLong())); }       // request id, never put as resume_token
#       Result archive() { byte[] b = new byte[16]; new SecureRandom().nextBytes(b);
#                          return new Result("USER_ACTION_REQUIRED", Base64.encodeToString(b, 2)); }
#       static Bundle toBundle(Result r) {
#           Bundle b = new Bundle();
#           if ("USER_ACTION_REQUIRED".equals(r.status)) { b.putString("error_code", r.status); b.putString("resume_token", r.token); }
#           else b.putString("request_id", r.token);
#           return b;
#       }
#   }
.class final Lcom/example/du/Result;
.super Ljava/lang/Object;
.field final status:Ljava/lang/String;
.field final token:Ljava/lang/String;
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/du/Result;->status:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/du/Result;->token:Ljava/lang/String;
    return-void
.end method
