.class final Lcom/keydrop/a/p;
.super Ljava/lang/Object;
.source "UnlockProvider.java"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field final a:Lcom/keydrop/UnlockProvider;

.field final b:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/keydrop/UnlockProvider;Ljava/lang/String;)V
    .registers 3

    .line 100
    iput-object p1, p0, Lcom/keydrop/a/p;->a:Lcom/keydrop/UnlockProvider;

    iput-object p2, p0, Lcom/keydrop/a/p;->b:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 5

    .line 103
    iget-object v0, p0, Lcom/keydrop/a/p;->a:Lcom/keydrop/UnlockProvider;

    invoke-virtual {v0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    iget-object v1, p0, Lcom/keydrop/a/p;->b:Ljava/lang/String;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    invoke-static {v2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v2

    const-string v3, "honk"

    invoke-static {v0, v1, v3, v2}, Lcom/keydrop/a/l;->a(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)J

    .line 104
    return-void
.end method
