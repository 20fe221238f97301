.class Lcom/lumenhaus/cetp/Resolutions$1;
.super Ljava/lang/Object;
.source "Resolutions.java"

# interfaces
.implements Lcom/lumenhaus/cetp/ResolutionFactory;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/lumenhaus/cetp/Resolutions;->screen(Ljava/lang/String;Ljava/lang/String;I)Lcom/lumenhaus/cetp/ResolutionFactory;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field private final mFlags:I

.field final synthetic val$className:Ljava/lang/String;

.field final synthetic val$flags:I

.field final synthetic val$packageName:Ljava/lang/String;


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 14
    iput p1, p0, Lcom/lumenhaus/cetp/Resolutions$1;->val$flags:I

    iput-object p2, p0, Lcom/lumenhaus/cetp/Resolutions$1;->val$packageName:Ljava/lang/String;

    iput-object p3, p0, Lcom/lumenhaus/cetp/Resolutions$1;->val$className:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iget v0, p0, Lcom/lumenhaus/cetp/Resolutions$1;->val$flags:I

    iput v0, p0, Lcom/lumenhaus/cetp/Resolutions$1;->mFlags:I

    return-void
.end method


# virtual methods
.method public create(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;
    .registers 9

    .line 19
    new-instance v4, Landroid/content/Intent;

    const-string v2, "com.lumenhaus.action.CONFIRM_TOOL"

    invoke-direct {v4, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 20
    iget-object v1, p0, Lcom/lumenhaus/cetp/Resolutions$1;->val$packageName:Ljava/lang/String;

    iget-object v2, p0, Lcom/lumenhaus/cetp/Resolutions$1;->val$className:Ljava/lang/String;

    invoke-virtual {v4, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 21
    const-string v1, "com.lumenhaus.extra.TICKET"

    invoke-virtual {v4, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 22
    iget v3, p0, Lcom/lumenhaus/cetp/Resolutions$1;->mFlags:I

    invoke-static {p1, p3, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method
