.class public final enum Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;
.super Ljava/lang/Enum;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyworks/stockroom/cetp/ToolSpec;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Effect"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

.field public static final enum CREATE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

.field public static final enum DELETE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

.field public static final enum READ:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

.field public static final enum TRANSACTION:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

.field public static final enum UPDATE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;


# instance fields
.field final wire:Ljava/lang/String;


# direct methods
.method private static synthetic $values()[Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;
    .registers 3

    .line 12
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    sget-object v2, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->READ:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->CREATE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->UPDATE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->DELETE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->TRANSACTION:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    const/4 v1, 0x4

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 13
    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    const-string v1, "READ"

    const/4 v2, 0x0

    const-string v3, "read"

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->READ:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    const-string v1, "CREATE"

    const/4 v2, 0x1

    const-string v3, "create"

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->CREATE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    const-string v1, "UPDATE"

    const/4 v2, 0x2

    const-string v3, "update"

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->UPDATE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    const-string v1, "DELETE"

    const/4 v2, 0x3

    const-string v3, "delete"

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->DELETE:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    new-instance v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    const-string v1, "TRANSACTION"

    const/4 v2, 0x4

    const-string v3, "transaction"

    invoke-direct {v0, v1, v2, v3}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->TRANSACTION:Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    .line 12
    invoke-static {}, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->$values()[Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    move-result-object v0

    sput-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->$VALUES:[Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

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

    .line 17
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 18
    iput-object p3, p0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->wire:Ljava/lang/String;

    .line 19
    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;
    .registers 2

    .line 12
    const-class v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    return-object v0
.end method

.method public static values()[Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;
    .registers 1

    .line 12
    sget-object v0, Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->$VALUES:[Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    invoke-virtual {v0}, [Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/tallyworks/stockroom/cetp/ToolSpec$Effect;

    return-object v0
.end method
