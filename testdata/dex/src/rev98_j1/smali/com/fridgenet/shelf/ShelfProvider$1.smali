.class Lcom/fridgenet/shelf/ShelfProvider$1;
.super Ljava/lang/Object;
.source "ShelfProvider.java"

# interfaces
.implements Landroid/content/ServiceConnection;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/fridgenet/shelf/ShelfProvider;->onCreate()Z
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/fridgenet/shelf/ShelfProvider;


# direct methods
.method constructor <init>(Lcom/fridgenet/shelf/ShelfProvider;)V
    .registers 2

    .line 39
    iput-object p1, p0, Lcom/fridgenet/shelf/ShelfProvider$1;->this$0:Lcom/fridgenet/shelf/ShelfProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onServiceConnected(Landroid/content/ComponentName;Landroid/os/IBinder;)V
    .registers 5

    .line 42
    iget-object v0, p0, Lcom/fridgenet/shelf/ShelfProvider$1;->this$0:Lcom/fridgenet/shelf/ShelfProvider;

    invoke-static {p2}, Lcom/fridgenet/stock/IInventory$Stub;->asInterface(Landroid/os/IBinder;)Lcom/fridgenet/stock/IInventory;

    move-result-object v1

    iput-object v1, v0, Lcom/fridgenet/shelf/ShelfProvider;->inventory:Lcom/fridgenet/stock/IInventory;

    .line 43
    return-void
.end method

.method public onServiceDisconnected(Landroid/content/ComponentName;)V
    .registers 4

    .line 47
    iget-object v0, p0, Lcom/fridgenet/shelf/ShelfProvider$1;->this$0:Lcom/fridgenet/shelf/ShelfProvider;

    const/4 v1, 0x0

    iput-object v1, v0, Lcom/fridgenet/shelf/ShelfProvider;->inventory:Lcom/fridgenet/stock/IInventory;

    .line 48
    return-void
.end method
