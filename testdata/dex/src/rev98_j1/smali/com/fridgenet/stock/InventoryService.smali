.class public Lcom/fridgenet/stock/InventoryService;
.super Landroid/app/Service;
.source "InventoryService.java"


# instance fields
.field private final binder:Lcom/fridgenet/stock/IInventory$Stub;

.field db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 10
    invoke-direct {p0}, Landroid/app/Service;-><init>()V

    .line 13
    new-instance v0, Lcom/fridgenet/stock/InventoryService$1;

    invoke-direct {v0, p0}, Lcom/fridgenet/stock/InventoryService$1;-><init>(Lcom/fridgenet/stock/InventoryService;)V

    iput-object v0, p0, Lcom/fridgenet/stock/InventoryService;->binder:Lcom/fridgenet/stock/IInventory$Stub;

    return-void
.end method


# virtual methods
.method public onBind(Landroid/content/Intent;)Landroid/os/IBinder;
    .registers 3

    .line 36
    iget-object v0, p0, Lcom/fridgenet/stock/InventoryService;->binder:Lcom/fridgenet/stock/IInventory$Stub;

    return-object v0
.end method

.method public onCreate()V
    .registers 4

    .line 31
    const-string v0, "fridge.db"

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-virtual {p0, v0, v1, v2}, Lcom/fridgenet/stock/InventoryService;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iput-object v0, p0, Lcom/fridgenet/stock/InventoryService;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 32
    return-void
.end method
