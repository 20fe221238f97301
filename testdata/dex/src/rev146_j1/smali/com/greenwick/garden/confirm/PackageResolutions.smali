.class public final Lcom/greenwick/garden/confirm/PackageResolutions;
.super Ljava/lang/Object;
.source "PackageResolutions.java"

# interfaces
.implements Lcom/greenwick/garden/confirm/ResolutionFactory;


# instance fields
.field private final action:Ljava/lang/String;

.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;Ljava/lang/String;)V
    .registers 3

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput-object p1, p0, Lcom/greenwick/garden/confirm/PackageResolutions;->context:Landroid/content/Context;

    .line 15
    iput-object p2, p0, Lcom/greenwick/garden/confirm/PackageResolutions;->action:Ljava/lang/String;

    .line 16
    return-void
.end method


# virtual methods
.method public create(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 7

    .line 20
    new-instance v4, Landroid/content/Intent;

    iget-object v2, p0, Lcom/greenwick/garden/confirm/PackageResolutions;->action:Ljava/lang/String;

    invoke-direct {v4, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 21
    const-string v1, "com.greenwick.garden"

    invoke-virtual {v4, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    .line 22
    const-string v1, "com.greenwick.garden.extra.APPROVAL_KEY"

    invoke-virtual {v4, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 23
    iget-object v0, p0, Lcom/greenwick/garden/confirm/PackageResolutions;->context:Landroid/content/Context;

    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {v0, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method
