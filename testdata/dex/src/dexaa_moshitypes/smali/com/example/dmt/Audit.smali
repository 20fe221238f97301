.class final Lcom/example/dmt/Audit;
.super Ljava/lang/Object;
.source "Audit.java"


# direct methods
.method constructor <init>()V
    .registers 1

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static record(Ljava/lang/Object;)V
    .registers 4

    .line 7
    instance-of v0, p0, Lcom/example/dmt/ToolArgs;

    const-string v1, "audit"

    if-eqz v0, :cond_0

    .line 8
    move-object v0, p0

    check-cast v0, Lcom/example/dmt/ToolArgs;

    .line 9
    invoke-virtual {v0}, Lcom/example/dmt/ToolArgs;->getOrigin()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    # near miss CETP606: the property is filled from the key "title"
    .line 10
    invoke-virtual {v0}, Lcom/example/dmt/ToolArgs;->getCallingPackage()Ljava/lang/String;

    move-result-object v0

    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    goto :goto_0

    .line 11
    :cond_0
    instance-of v0, p0, Lcom/example/dmt/ShareArgs;

    if-eqz v0, :cond_1

    .line 12
    check-cast p0, Lcom/example/dmt/ShareArgs;

    invoke-virtual {p0}, Lcom/example/dmt/ShareArgs;->getCallerPackage()Ljava/lang/String;

    move-result-object v0

    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 14
    :cond_1
    :goto_0
    return-void
.end method
