.class Lcom/tidepool/reef/tanklog/TankLogProvider$1;
.super Ljava/lang/Object;
.source "TankLogProvider.java"

# interfaces
.implements Lcom/tidepool/reef/cetp/Confirmations$Prompt;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/tanklog/TankLogProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tidepool/reef/tanklog/TankLogProvider;


# direct methods
.method constructor <init>(Lcom/tidepool/reef/tanklog/TankLogProvider;)V
    .registers 2

    .line 49
    iput-object p1, p0, Lcom/tidepool/reef/tanklog/TankLogProvider$1;->this$0:Lcom/tidepool/reef/tanklog/TankLogProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public intentFor(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 7

    .line 52
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/TankLogProvider$1;->this$0:Lcom/tidepool/reef/tanklog/TankLogProvider;

    invoke-virtual {v0}, Lcom/tidepool/reef/tanklog/TankLogProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    .line 53
    new-instance v4, Landroid/content/Intent;

    const-class v2, Lcom/tidepool/reef/ui/ConfirmActivity;

    invoke-direct {v4, v3, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 54
    const-string v1, "com.tidepool.reef.extra.RESUME_TOKEN"

    invoke-virtual {v4, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 55
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v2, 0xc000000

    invoke-static {v3, v1, v4, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method
