# See sketch/Sources.java (LatchProvider.java).
.class public Lcom/example/r8w/LatchProvider;
.super Landroid/content/ContentProvider;
.source "LatchProvider.java"

# instance fields
.field private a:Lcom/example/r8w/a;

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

# virtual methods
.method final a()V
    .registers 4
    .line 16
    new-instance v0, Lcom/example/r8w/a;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/example/r8w/a;-><init>(Landroid/content/Context;I)V
    iput-object v0, p0, Lcom/example/r8w/LatchProvider;->a:Lcom/example/r8w/a;
    .line 17
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 20
    const-string p2, "rearm"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p2
    const/4 p3, 0x0
    if-eqz p2, :cond_0
    invoke-virtual {p0}, Lcom/example/r8w/LatchProvider;->a()V
    return-object p3
    .line 21
    :cond_0
    const-string p2, "execute_tool"
    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_1
    return-object p3
    .line 22
    :cond_1
    iget-object p1, p0, Lcom/example/r8w/LatchProvider;->a:Lcom/example/r8w/a;
    invoke-virtual {p1}, Lcom/example/r8w/a;->run()V
    .line 23
    return-object p3
.end method

.method public onCreate()Z
    .registers 4
    .line 11
    new-instance v0, Lcom/example/r8w/a;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Lcom/example/r8w/a;-><init>(Landroid/content/Context;I)V
    iput-object v0, p0, Lcom/example/r8w/LatchProvider;->a:Lcom/example/r8w/a;
    .line 12
    const/4 v0, 0x1
    return v0
.end method
