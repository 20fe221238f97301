.class public final enum Lcom/copperwick/config/FlagPresets$Kind;
.super Ljava/lang/Enum;
.source "FlagPresets.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/copperwick/config/FlagPresets;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Kind"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/copperwick/config/FlagPresets$Kind;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/copperwick/config/FlagPresets$Kind;

.field public static final enum LOCKED:Lcom/copperwick/config/FlagPresets$Kind;

.field public static final enum ONE_TIME:Lcom/copperwick/config/FlagPresets$Kind;

.field public static final enum REFRESHABLE:Lcom/copperwick/config/FlagPresets$Kind;


# direct methods
.method private static synthetic $values()[Lcom/copperwick/config/FlagPresets$Kind;
    .registers 3

    .line 9
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/copperwick/config/FlagPresets$Kind;

    sget-object v2, Lcom/copperwick/config/FlagPresets$Kind;->ONE_TIME:Lcom/copperwick/config/FlagPresets$Kind;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/copperwick/config/FlagPresets$Kind;->REFRESHABLE:Lcom/copperwick/config/FlagPresets$Kind;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/copperwick/config/FlagPresets$Kind;->LOCKED:Lcom/copperwick/config/FlagPresets$Kind;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 10
    new-instance v0, Lcom/copperwick/config/FlagPresets$Kind;

    const-string v1, "ONE_TIME"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/copperwick/config/FlagPresets$Kind;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/copperwick/config/FlagPresets$Kind;->ONE_TIME:Lcom/copperwick/config/FlagPresets$Kind;

    .line 11
    new-instance v0, Lcom/copperwick/config/FlagPresets$Kind;

    const-string v1, "REFRESHABLE"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/copperwick/config/FlagPresets$Kind;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/copperwick/config/FlagPresets$Kind;->REFRESHABLE:Lcom/copperwick/config/FlagPresets$Kind;

    .line 12
    new-instance v0, Lcom/copperwick/config/FlagPresets$Kind;

    const-string v1, "LOCKED"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/copperwick/config/FlagPresets$Kind;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/copperwick/config/FlagPresets$Kind;->LOCKED:Lcom/copperwick/config/FlagPresets$Kind;

    .line 9
    invoke-static {}, Lcom/copperwick/config/FlagPresets$Kind;->$values()[Lcom/copperwick/config/FlagPresets$Kind;

    move-result-object v0

    sput-object v0, Lcom/copperwick/config/FlagPresets$Kind;->$VALUES:[Lcom/copperwick/config/FlagPresets$Kind;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 9
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/copperwick/config/FlagPresets$Kind;
    .registers 2

    .line 9
    const-class v0, Lcom/copperwick/config/FlagPresets$Kind;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/copperwick/config/FlagPresets$Kind;

    return-object v0
.end method

.method public static values()[Lcom/copperwick/config/FlagPresets$Kind;
    .registers 1

    .line 9
    sget-object v0, Lcom/copperwick/config/FlagPresets$Kind;->$VALUES:[Lcom/copperwick/config/FlagPresets$Kind;

    invoke-virtual {v0}, [Lcom/copperwick/config/FlagPresets$Kind;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/copperwick/config/FlagPresets$Kind;

    return-object v0
.end method
