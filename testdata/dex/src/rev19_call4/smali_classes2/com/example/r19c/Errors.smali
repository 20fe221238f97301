.class final Lcom/example/r19c/Errors;
.super Ljava/lang/Object;
.source "Errors.java"

.method private constructor <init>()V
    .registers 1
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static describe(Ljava/lang/Exception;)Ljava/lang/String;
    .registers 3
    .line 9
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "bad input: "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {p0}, Ljava/lang/Exception;->getMessage()Ljava/lang/String;
    move-result-object p0
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p0
    invoke-virtual {p0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method static safe(Ljava/lang/Exception;)Ljava/lang/String;
    .registers 3
    .line 13
    const-string v0, "Errors"
    const-string v1, "import failed"
    invoke-static {v0, v1, p0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 14
    const-string p0, "the input could not be read"
    return-object p0
.end method
