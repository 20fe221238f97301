.class final Lcom/example/r27w/Errors;
.super Ljava/lang/Object;
.source "Errors.java"

.method private constructor <init>()V
    .registers 1
    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static e1(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 2
    .line 6
    const-string v0, "sign in first"
    invoke-static {p0, v0}, Lcom/example/r27w/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method static e2(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 1
    .line 7
    invoke-static {p0}, Lcom/example/r27w/Errors;->e1(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method static e3(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 1
    .line 8
    invoke-static {p0}, Lcom/example/r27w/Errors;->e2(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method static e4(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 1
    .line 9
    invoke-static {p0}, Lcom/example/r27w/Errors;->e3(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method
