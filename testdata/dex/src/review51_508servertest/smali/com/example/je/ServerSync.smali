# Java (added to jsonerr508's KitchenProvider, whose tool still answers
# USER_ACTION_REQUIRED on JSON with no resolution/resume_token - a true CETP508):
#   // an unrelated client of the app's own backend, reached from call()
#   final class ServerSync {
#       static boolean needsLogin(String body) throws JSONException {
#           JSONObject server = new JSONObject(body);
#           return "USER_ACTION_REQUIRED".equals(server.optString("error_code"));
#       }
#   }
#   // KitchenProvider.call: if ("sync".equals(method)) { ServerSync.needsLogin(arg); return null; }
.class final Lcom/example/je/ServerSync;
.super Ljava/lang/Object;
.source "ServerSync.java"

.method static needsLogin(Ljava/lang/String;)Z
    .registers 4
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string v1, "error_code"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    return v2
.end method
