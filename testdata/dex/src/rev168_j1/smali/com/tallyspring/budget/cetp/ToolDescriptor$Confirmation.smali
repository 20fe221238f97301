.class public final enum Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;
.super Ljava/lang/Enum;
.source "ToolDescriptor.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyspring/budget/cetp/ToolDescriptor;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Confirmation"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

.field public static final enum ALWAYS:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

.field public static final enum NEVER:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

.field public static final enum PROVIDER_POLICY:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;


# direct methods
.method private static synthetic $values()[Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;
    .registers 3

    .line 39
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    sget-object v2, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->NEVER:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->PROVIDER_POLICY:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->ALWAYS:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 40
    new-instance v0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    const-string v1, "NEVER"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->NEVER:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    new-instance v0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    const-string v1, "PROVIDER_POLICY"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->PROVIDER_POLICY:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    new-instance v0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    const-string v1, "ALWAYS"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->ALWAYS:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    .line 39
    invoke-static {}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->$values()[Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    move-result-object v0

    sput-object v0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->$VALUES:[Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 39
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;
    .registers 2

    .line 39
    const-class v0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    return-object v0
.end method

.method public static values()[Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;
    .registers 1

    .line 39
    sget-object v0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->$VALUES:[Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    invoke-virtual {v0}, [Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    return-object v0
.end method


# virtual methods
.method public wire()Ljava/lang/String;
    .registers 3

    .line 43
    invoke-virtual {p0}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->name()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v0, v1}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
