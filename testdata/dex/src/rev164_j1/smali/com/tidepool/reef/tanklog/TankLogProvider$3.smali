.class Lcom/tidepool/reef/tanklog/TankLogProvider$3;
.super Ljava/lang/Object;
.source "TankLogProvider.java"

# interfaces
.implements Ljava/io/FilenameFilter;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/tidepool/reef/tanklog/TankLogProvider;->openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/tidepool/reef/tanklog/TankLogProvider;

.field final synthetic val$wanted:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/tidepool/reef/tanklog/TankLogProvider;Ljava/lang/String;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 170
    iput-object p1, p0, Lcom/tidepool/reef/tanklog/TankLogProvider$3;->this$0:Lcom/tidepool/reef/tanklog/TankLogProvider;

    iput-object p2, p0, Lcom/tidepool/reef/tanklog/TankLogProvider$3;->val$wanted:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public accept(Ljava/io/File;Ljava/lang/String;)Z
    .registers 5

    .line 173
    iget-object v1, p0, Lcom/tidepool/reef/tanklog/TankLogProvider$3;->val$wanted:Ljava/lang/String;

    invoke-virtual {p2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v1, ".csv"

    invoke-virtual {p2, v1}, Ljava/lang/String;->endsWith(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
