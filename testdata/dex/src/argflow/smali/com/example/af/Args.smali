# Java sketch (Args.java):
#   final class Args {                                                     // 5
#       // the JSON args of execute_tool, parsed once for every tool
#       static JSONObject parse(Bundle extras) throws JSONException {
#           return new JSONObject(extras.getString("args", "{}"));          // 7
#       }
#   }
.class final Lcom/example/af/Args;
.super Ljava/lang/Object;
.source "Args.java"

.method static parse(Landroid/os/Bundle;)Lorg/json/JSONObject;
    .locals 3
    .line 7
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    const-string v2, "{}"
    invoke-virtual {p0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method
