.class public final enum Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;
.super Ljava/lang/Enum;
.source "ToolDescriptor.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/cetp/ToolDescriptor;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Confirmation"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

.field public static final enum ALWAYS:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

.field public static final enum NEVER:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

.field public static final enum PROVIDER_POLICY:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;


# direct methods
.method private static synthetic $values()[Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;
    .registers 3

    .line 19
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    sget-object v2, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->NEVER:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->PROVIDER_POLICY:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->ALWAYS:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 19
    new-instance v0, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    const-string v1, "NEVER"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->NEVER:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    new-instance v0, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    const-string v1, "PROVIDER_POLICY"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->PROVIDER_POLICY:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    new-instance v0, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    const-string v1, "ALWAYS"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->ALWAYS:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    invoke-static {}, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->$values()[Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    move-result-object v0

    sput-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->$VALUES:[Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 19
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;
    .registers 2

    .line 19
    const-class v0, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    return-object v0
.end method

.method public static values()[Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;
    .registers 1

    .line 19
    sget-object v0, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->$VALUES:[Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    invoke-virtual {v0}, [Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    return-object v0
.end method
