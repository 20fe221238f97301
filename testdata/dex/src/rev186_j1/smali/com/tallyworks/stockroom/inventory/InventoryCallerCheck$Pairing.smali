.class final Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;
.super Ljava/lang/Object;
.source "InventoryCallerCheck.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Pairing"
.end annotation


# instance fields
.field private final certSha256:Ljava/lang/String;

.field private final packageName:Ljava/lang/String;

.field private final revoked:Z

.field private final scopes:Ljava/lang/String;


# direct methods
.method static bridge synthetic -$$Nest$fgetcertSha256(Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;->certSha256:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetpackageName(Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;->packageName:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetrevoked(Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;)Z
    .registers 1

    iget-boolean p0, p0, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;->revoked:Z

    return p0
.end method

.method static bridge synthetic -$$Nest$fgetscopes(Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;->scopes:Ljava/lang/String;

    return-object p0
.end method

.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 5

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 33
    iput-object p1, p0, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;->packageName:Ljava/lang/String;

    .line 34
    iput-object p2, p0, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;->certSha256:Ljava/lang/String;

    .line 35
    iput-object p3, p0, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;->scopes:Ljava/lang/String;

    .line 36
    iput-boolean p4, p0, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;->revoked:Z

    .line 37
    return-void
.end method
