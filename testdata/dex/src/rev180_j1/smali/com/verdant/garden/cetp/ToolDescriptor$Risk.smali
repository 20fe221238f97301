.class public final enum Lcom/verdant/garden/cetp/ToolDescriptor$Risk;
.super Ljava/lang/Enum;
.source "ToolDescriptor.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/cetp/ToolDescriptor;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Risk"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/verdant/garden/cetp/ToolDescriptor$Risk;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

.field public static final enum HIGH:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

.field public static final enum LOW:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

.field public static final enum MODERATE:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;


# direct methods
.method private static synthetic $values()[Lcom/verdant/garden/cetp/ToolDescriptor$Risk;
    .registers 3

    .line 17
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    sget-object v2, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->LOW:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->MODERATE:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->HIGH:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 17
    new-instance v0, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    const-string v1, "LOW"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->LOW:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    new-instance v0, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    const-string v1, "MODERATE"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->MODERATE:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    new-instance v0, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    const-string v1, "HIGH"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->HIGH:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    invoke-static {}, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->$values()[Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    move-result-object v0

    sput-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->$VALUES:[Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 17
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Risk;
    .registers 2

    .line 17
    const-class v0, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    return-object v0
.end method

.method public static values()[Lcom/verdant/garden/cetp/ToolDescriptor$Risk;
    .registers 1

    .line 17
    sget-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->$VALUES:[Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    invoke-virtual {v0}, [Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    return-object v0
.end method
