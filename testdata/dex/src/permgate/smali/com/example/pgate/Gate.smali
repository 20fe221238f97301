# Java sketch (Gate.java): the app's permission helper; the permission is
# its caller's choice.
#   final class Gate {
#       static void require(Context ctx, String perm) {
#           ctx.enforceCallingOrSelfPermission(perm, "caller lacks " + perm);   // 6
#       }
#   }
.class final Lcom/example/pgate/Gate;
.super Ljava/lang/Object;
.source "Gate.java"

.method static require(Landroid/content/Context;Ljava/lang/String;)V
    .registers 4
    .line 6
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "caller lacks "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0, p1, v0}, Landroid/content/Context;->enforceCallingOrSelfPermission(Ljava/lang/String;Ljava/lang/String;)V
    .line 7
    return-void
.end method
