.class public final enum Lcom/spokeshop/tools/Tool;
.super Ljava/lang/Enum;
.source "Tool.java"


# static fields
.field private static final synthetic $VALUES:[Lcom/spokeshop/tools/Tool;

.field public static final enum BOOK_SLOT:Lcom/spokeshop/tools/Tool;

.field private static final BY_NAME:Ljava/util/Map;

.field public static final enum CANCEL_SLOT:Lcom/spokeshop/tools/Tool;

.field public static final enum EXPORT_INVOICE:Lcom/spokeshop/tools/Tool;

.field public static final enum EXPORT_STOCK:Lcom/spokeshop/tools/Tool;

.field public static final enum ORDER_PART:Lcom/spokeshop/tools/Tool;

.field public static final enum PART_LOOKUP:Lcom/spokeshop/tools/Tool;

.field public static final enum PART_SEARCH:Lcom/spokeshop/tools/Tool;

.field public static final enum PICKUP_READY:Lcom/spokeshop/tools/Tool;


# instance fields
.field private final toolName:Ljava/lang/String;


# direct methods
.method private static synthetic $values()[Lcom/spokeshop/tools/Tool;
    .registers 3

    .line 8
    const/16 v0, 0x8

    new-array v0, v0, [Lcom/spokeshop/tools/Tool;

    sget-object v1, Lcom/spokeshop/tools/Tool;->BOOK_SLOT:Lcom/spokeshop/tools/Tool;

    const/4 v2, 0x0

    aput-object v1, v0, v2

    sget-object v1, Lcom/spokeshop/tools/Tool;->CANCEL_SLOT:Lcom/spokeshop/tools/Tool;

    const/4 v2, 0x1

    aput-object v1, v0, v2

    sget-object v1, Lcom/spokeshop/tools/Tool;->PICKUP_READY:Lcom/spokeshop/tools/Tool;

    const/4 v2, 0x2

    aput-object v1, v0, v2

    sget-object v1, Lcom/spokeshop/tools/Tool;->PART_LOOKUP:Lcom/spokeshop/tools/Tool;

    const/4 v2, 0x3

    aput-object v1, v0, v2

    sget-object v1, Lcom/spokeshop/tools/Tool;->PART_SEARCH:Lcom/spokeshop/tools/Tool;

    const/4 v2, 0x4

    aput-object v1, v0, v2

    sget-object v1, Lcom/spokeshop/tools/Tool;->ORDER_PART:Lcom/spokeshop/tools/Tool;

    const/4 v2, 0x5

    aput-object v1, v0, v2

    sget-object v1, Lcom/spokeshop/tools/Tool;->EXPORT_INVOICE:Lcom/spokeshop/tools/Tool;

    const/4 v2, 0x6

    aput-object v1, v0, v2

    sget-object v1, Lcom/spokeshop/tools/Tool;->EXPORT_STOCK:Lcom/spokeshop/tools/Tool;

    const/4 v2, 0x7

    aput-object v1, v0, v2

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 6

    .line 9
    new-instance v0, Lcom/spokeshop/tools/Tool;

    const-string v1, "BOOK_SLOT"

    const/4 v2, 0x0

    const-string v3, "book_slot"

    invoke-direct {v0, v1, v2, v3}, Lcom/spokeshop/tools/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/spokeshop/tools/Tool;->BOOK_SLOT:Lcom/spokeshop/tools/Tool;

    .line 10
    new-instance v0, Lcom/spokeshop/tools/Tool;

    const-string v1, "CANCEL_SLOT"

    const/4 v2, 0x1

    const-string v3, "cancel_slot"

    invoke-direct {v0, v1, v2, v3}, Lcom/spokeshop/tools/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/spokeshop/tools/Tool;->CANCEL_SLOT:Lcom/spokeshop/tools/Tool;

    .line 11
    new-instance v0, Lcom/spokeshop/tools/Tool;

    const-string v1, "PICKUP_READY"

    const/4 v2, 0x2

    const-string v3, "pickup_ready"

    invoke-direct {v0, v1, v2, v3}, Lcom/spokeshop/tools/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/spokeshop/tools/Tool;->PICKUP_READY:Lcom/spokeshop/tools/Tool;

    .line 12
    new-instance v0, Lcom/spokeshop/tools/Tool;

    const-string v1, "PART_LOOKUP"

    const/4 v2, 0x3

    const-string v3, "part_lookup"

    invoke-direct {v0, v1, v2, v3}, Lcom/spokeshop/tools/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/spokeshop/tools/Tool;->PART_LOOKUP:Lcom/spokeshop/tools/Tool;

    .line 13
    new-instance v0, Lcom/spokeshop/tools/Tool;

    const-string v1, "PART_SEARCH"

    const/4 v2, 0x4

    const-string v3, "part_search"

    invoke-direct {v0, v1, v2, v3}, Lcom/spokeshop/tools/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/spokeshop/tools/Tool;->PART_SEARCH:Lcom/spokeshop/tools/Tool;

    .line 14
    new-instance v0, Lcom/spokeshop/tools/Tool;

    const-string v1, "ORDER_PART"

    const/4 v2, 0x5

    const-string v3, "order_part"

    invoke-direct {v0, v1, v2, v3}, Lcom/spokeshop/tools/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/spokeshop/tools/Tool;->ORDER_PART:Lcom/spokeshop/tools/Tool;

    .line 15
    new-instance v0, Lcom/spokeshop/tools/Tool;

    const-string v1, "EXPORT_INVOICE"

    const/4 v2, 0x6

    const-string v3, "export_invoice"

    invoke-direct {v0, v1, v2, v3}, Lcom/spokeshop/tools/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/spokeshop/tools/Tool;->EXPORT_INVOICE:Lcom/spokeshop/tools/Tool;

    .line 16
    new-instance v0, Lcom/spokeshop/tools/Tool;

    const-string v1, "EXPORT_STOCK"

    const/4 v2, 0x7

    const-string v3, "export_stock"

    invoke-direct {v0, v1, v2, v3}, Lcom/spokeshop/tools/Tool;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/spokeshop/tools/Tool;->EXPORT_STOCK:Lcom/spokeshop/tools/Tool;

    .line 8
    invoke-static {}, Lcom/spokeshop/tools/Tool;->$values()[Lcom/spokeshop/tools/Tool;

    move-result-object v0

    sput-object v0, Lcom/spokeshop/tools/Tool;->$VALUES:[Lcom/spokeshop/tools/Tool;

    .line 18
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/spokeshop/tools/Tool;->BY_NAME:Ljava/util/Map;

    .line 21
    invoke-static {}, Lcom/spokeshop/tools/Tool;->values()[Lcom/spokeshop/tools/Tool;

    move-result-object v0

    array-length v1, v0

    const/4 v2, 0x0

    :goto_loop
    if-ge v2, v1, :cond_done

    aget-object v3, v0, v2

    .line 22
    sget-object v4, Lcom/spokeshop/tools/Tool;->BY_NAME:Ljava/util/Map;

    iget-object v5, v3, Lcom/spokeshop/tools/Tool;->toolName:Ljava/lang/String;

    invoke-interface {v4, v5, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 21
    add-int/lit8 v2, v2, 0x1

    goto :goto_loop

    .line 24
    :cond_done
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")V"
        }
    .end annotation

    .line 28
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 29
    iput-object p3, p0, Lcom/spokeshop/tools/Tool;->toolName:Ljava/lang/String;

    .line 30
    return-void
.end method

.method public static fromName(Ljava/lang/String;)Ljava/util/Optional;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/spokeshop/tools/Tool;",
            ">;"
        }
    .end annotation

    .line 37
    sget-object v0, Lcom/spokeshop/tools/Tool;->BY_NAME:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object p0

    check-cast p0, Lcom/spokeshop/tools/Tool;

    invoke-static {p0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object p0

    return-object p0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/spokeshop/tools/Tool;
    .registers 2

    .line 8
    const-class v0, Lcom/spokeshop/tools/Tool;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object p0

    check-cast p0, Lcom/spokeshop/tools/Tool;

    return-object p0
.end method

.method public static values()[Lcom/spokeshop/tools/Tool;
    .registers 1

    .line 8
    sget-object v0, Lcom/spokeshop/tools/Tool;->$VALUES:[Lcom/spokeshop/tools/Tool;

    invoke-virtual {v0}, [Lcom/spokeshop/tools/Tool;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/spokeshop/tools/Tool;

    return-object v0
.end method


# virtual methods
.method public toolName()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/spokeshop/tools/Tool;->toolName:Ljava/lang/String;

    return-object v0
.end method
