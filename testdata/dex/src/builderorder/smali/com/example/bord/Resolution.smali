.class final Lcom/example/bord/Resolution;
.super Ljava/lang/Object;
.source "Resolution.java"


# instance fields
.field private final context:Landroid/content/Context;

.field private flags:I

.field private final intent:Landroid/content/Intent;


# direct methods
.method constructor <init>(Landroid/content/Context;Ljava/lang/Class;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/Context;",
            "Ljava/lang/Class<",
            "*>;)V"
        }
    .end annotation

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    const/high16 v0, 0x4000000

    iput v0, p0, Lcom/example/bord/Resolution;->flags:I

    .line 15
    iput-object p1, p0, Lcom/example/bord/Resolution;->context:Landroid/content/Context;

    .line 16
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0, p1, p2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    iput-object v0, p0, Lcom/example/bord/Resolution;->intent:Landroid/content/Intent;

    .line 17
    return-void
.end method


# virtual methods
.method build()Landroid/app/PendingIntent;
    .registers 5

    .line 32
    iget-object v0, p0, Lcom/example/bord/Resolution;->context:Landroid/content/Context;

    iget-object v1, p0, Lcom/example/bord/Resolution;->intent:Landroid/content/Intent;

    iget v2, p0, Lcom/example/bord/Resolution;->flags:I

    const/4 v3, 0x0

    invoke-static {v0, v3, v1, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method safe()Lcom/example/bord/Resolution;
    .registers 2

    .line 27
    const/high16 v0, 0xc000000

    iput v0, p0, Lcom/example/bord/Resolution;->flags:I

    .line 28
    return-object p0
.end method

.method updating()Lcom/example/bord/Resolution;
    .registers 2

    .line 21
    const/high16 v0, 0x8000000

    iput v0, p0, Lcom/example/bord/Resolution;->flags:I

    .line 22
    return-object p0
.end method
