.class Lcom/fridgenet/stock/InventoryService$1;
.super Lcom/fridgenet/stock/IInventory$Stub;
.source "InventoryService.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fridgenet/stock/InventoryService;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/fridgenet/stock/InventoryService;


# direct methods
.method constructor <init>(Lcom/fridgenet/stock/InventoryService;)V
    .registers 2

    .line 13
    iput-object p1, p0, Lcom/fridgenet/stock/InventoryService$1;->this$0:Lcom/fridgenet/stock/InventoryService;

    invoke-direct {p0}, Lcom/fridgenet/stock/IInventory$Stub;-><init>()V

    return-void
.end method


# virtual methods
.method public discard(Ljava/lang/String;Z)Z
    .registers 8

    .line 21
    if-nez p2, :cond_4

    .line 22
    const/4 v0, 0x0

    return v0

    .line 24
    :cond_4
    iget-object v0, p0, Lcom/fridgenet/stock/InventoryService$1;->this$0:Lcom/fridgenet/stock/InventoryService;

    iget-object v0, v0, Lcom/fridgenet/stock/InventoryService;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "stock"

    const-string v2, "name = ?"

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object p1, v3, v4

    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 25
    const/4 v0, 0x1

    return v0
.end method

.method public stock(Ljava/lang/String;)I
    .registers 6

    .line 16
    iget-object v0, p0, Lcom/fridgenet/stock/InventoryService$1;->this$0:Lcom/fridgenet/stock/InventoryService;

    iget-object v0, v0, Lcom/fridgenet/stock/InventoryService;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "SELECT qty FROM stock WHERE name = ?"

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v2, v3

    invoke-static {v0, v1, v2}, Landroid/database/DatabaseUtils;->longForQuery(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;[Ljava/lang/String;)J

    move-result-wide v0

    long-to-int v0, v0

    return v0
.end method
