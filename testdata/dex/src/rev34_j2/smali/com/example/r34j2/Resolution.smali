.class final Lcom/example/r34j2/Resolution;
.super Ljava/lang/Object;
.source "Resolution.java"


# instance fields
.field private final context:Landroid/content/Context;

.field private flags:I

.field private final intent:Landroid/content/Intent;

.field private requestCode:I


# direct methods
.method constructor <init>(Landroid/content/Context;Ljava/lang/Class;)V
    .locals 1
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

    .line 11
    const/high16 v0, 0x4000000

    iput v0, p0, Lcom/example/r34j2/Resolution;->flags:I

    .line 15
    iput-object p1, p0, Lcom/example/r34j2/Resolution;->context:Landroid/content/Context;

    .line 16
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0, p1, p2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    iput-object v0, p0, Lcom/example/r34j2/Resolution;->intent:Landroid/content/Intent;

    .line 17
    return-void
.end method


# virtual methods
.method build()Landroid/app/PendingIntent;
    .locals 4

    .line 36
    iget-object v0, p0, Lcom/example/r34j2/Resolution;->context:Landroid/content/Context;

    iget v1, p0, Lcom/example/r34j2/Resolution;->requestCode:I

    iget-object v2, p0, Lcom/example/r34j2/Resolution;->intent:Landroid/content/Intent;

    iget v3, p0, Lcom/example/r34j2/Resolution;->flags:I

    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method code(I)Lcom/example/r34j2/Resolution;
    .locals 0

    .line 25
    iput p1, p0, Lcom/example/r34j2/Resolution;->requestCode:I

    .line 26
    return-object p0
.end method

.method extra(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r34j2/Resolution;
    .locals 1

    .line 20
    iget-object v0, p0, Lcom/example/r34j2/Resolution;->intent:Landroid/content/Intent;

    invoke-virtual {v0, p1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 21
    return-object p0
.end method

.method updating()Lcom/example/r34j2/Resolution;
    .locals 1

    .line 31
    const/high16 v0, 0x8000000

    iput v0, p0, Lcom/example/r34j2/Resolution;->flags:I

    .line 32
    return-object p0
.end method
