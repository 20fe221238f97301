# Java:
#   final class Audit {
#       // for the log only: reads the token, checks nothing
#       static String describe(CallerInfo c) { return "caller token " + c.token; }
#   }
.class final Lcom/example/neg/Audit;
.super Ljava/lang/Object;
.method static describe(Lcom/example/neg/CallerInfo;)Ljava/lang/String;
    .locals 2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "caller token "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    iget-object v1, p0, Lcom/example/neg/CallerInfo;->token:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
