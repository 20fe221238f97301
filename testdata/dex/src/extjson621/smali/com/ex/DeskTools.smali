.class public final Lcom/ex/DeskTools;
.super Ljava/lang/Object;
.source "Tools.kt"

# static fields
.field public static final INSTANCE:Lcom/ex/DeskTools;
.field private static final all:Ljava/util/List;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 14
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 9
    new-instance v0, Lcom/ex/DeskTools;
    invoke-direct {v0}, Lcom/ex/DeskTools;-><init>()V
    sput-object v0, Lcom/ex/DeskTools;->INSTANCE:Lcom/ex/DeskTools;
    .line 16
    const/4 v0, 0x3
    new-array v0, v0, [Lcom/ex/ToolSpec;
    move-object v8, v0
    const/4 v1, 0x0
    new-instance v2, Lcom/ex/ToolSpec;
    const-string v4, "list_cards"
    const-string v5, "Lists the cards of a board."
    const-string v6, "read"
    const-string v7, "never"
    invoke-direct {v2, v4, v5, v6, v7}, Lcom/ex/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    aput-object v2, v8, v1
    const/4 v1, 0x1
    .line 17
    new-instance v2, Lcom/ex/ToolSpec;
    const-string v4, "count_cards"
    const-string v5, "Counts the cards of a board."
    const-string v6, "read"
    const-string v7, "never"
    invoke-direct {v2, v4, v5, v6, v7}, Lcom/ex/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    aput-object v2, v8, v1
    .line 16
    const/4 v1, 0x2
    .line 18
    new-instance v2, Lcom/ex/ToolSpec;
    const-string v4, "move_card"
    const-string v5, "Moves a card to another column."
    const-string v6, "update"
    const-string v7, "always"
    invoke-direct {v2, v4, v5, v6, v7}, Lcom/ex/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    aput-object v2, v8, v1
    .line 16
    .line 15
    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    sput-object v0, Lcom/ex/DeskTools;->all:Ljava/util/List;
    return-void
.end method


# virtual methods
.method public final getAll()Ljava/util/List;
    .registers 2
    .line 15
    sget-object v0, Lcom/ex/DeskTools;->all:Ljava/util/List;
    return-object v0
.end method

