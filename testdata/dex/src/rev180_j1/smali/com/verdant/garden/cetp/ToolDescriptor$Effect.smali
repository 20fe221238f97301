.class public final enum Lcom/verdant/garden/cetp/ToolDescriptor$Effect;
.super Ljava/lang/Enum;
.source "ToolDescriptor.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/cetp/ToolDescriptor;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Effect"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/verdant/garden/cetp/ToolDescriptor$Effect;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

.field public static final enum CREATE:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

.field public static final enum DELETE:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

.field public static final enum READ:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

.field public static final enum TRANSACTION:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

.field public static final enum UPDATE:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;


# direct methods
.method private static synthetic $values()[Lcom/verdant/garden/cetp/ToolDescriptor$Effect;
    .registers 3

    .line 15
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    sget-object v2, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->READ:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->CREATE:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->UPDATE:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->DELETE:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->TRANSACTION:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    const/4 v1, 0x4

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 15
    new-instance v0, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    const-string v1, "READ"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->READ:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    new-instance v0, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    const-string v1, "CREATE"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->CREATE:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    new-instance v0, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    const-string v1, "UPDATE"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->UPDATE:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    new-instance v0, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    const-string v1, "DELETE"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2}, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->DELETE:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    new-instance v0, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    const-string v1, "TRANSACTION"

    const/4 v2, 0x4

    invoke-direct {v0, v1, v2}, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->TRANSACTION:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    invoke-static {}, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->$values()[Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    move-result-object v0

    sput-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->$VALUES:[Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 15
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Effect;
    .registers 2

    .line 15
    const-class v0, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    return-object v0
.end method

.method public static values()[Lcom/verdant/garden/cetp/ToolDescriptor$Effect;
    .registers 1

    .line 15
    sget-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->$VALUES:[Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    invoke-virtual {v0}, [Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    return-object v0
.end method
