.class public final Lcom/copperwick/config/FlagPresets;
.super Ljava/lang/Object;
.source "FlagPresets.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/copperwick/config/FlagPresets$Kind;
    }
.end annotation


# static fields
.field private static final FLAGS:Ljava/util/EnumMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/EnumMap<",
            "Lcom/copperwick/config/FlagPresets$Kind;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 15
    new-instance v0, Ljava/util/EnumMap;

    const-class v2, Lcom/copperwick/config/FlagPresets$Kind;

    invoke-direct {v0, v2}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    sput-object v0, Lcom/copperwick/config/FlagPresets;->FLAGS:Ljava/util/EnumMap;

    .line 18
    sget-object v0, Lcom/copperwick/config/FlagPresets;->FLAGS:Ljava/util/EnumMap;

    sget-object v1, Lcom/copperwick/config/FlagPresets$Kind;->ONE_TIME:Lcom/copperwick/config/FlagPresets$Kind;

    const/high16 v2, 0x44000000    # 512.0f

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 20
    sget-object v0, Lcom/copperwick/config/FlagPresets;->FLAGS:Ljava/util/EnumMap;

    sget-object v1, Lcom/copperwick/config/FlagPresets$Kind;->REFRESHABLE:Lcom/copperwick/config/FlagPresets$Kind;

    const/high16 v2, 0x8000000

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 21
    sget-object v0, Lcom/copperwick/config/FlagPresets;->FLAGS:Ljava/util/EnumMap;

    sget-object v1, Lcom/copperwick/config/FlagPresets$Kind;->LOCKED:Lcom/copperwick/config/FlagPresets$Kind;

    const/high16 v2, 0xc000000

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Ljava/util/EnumMap;->put(Ljava/lang/Enum;Ljava/lang/Object;)Ljava/lang/Object;

    .line 22
    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 25
    return-void
.end method

.method public static of(Lcom/copperwick/config/FlagPresets$Kind;)I
    .registers 3

    .line 28
    sget-object v0, Lcom/copperwick/config/FlagPresets;->FLAGS:Ljava/util/EnumMap;

    invoke-virtual {v0, p0}, Ljava/util/EnumMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    move-object v1, v0

    .line 29
    if-eqz v1, :cond_0

    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I

    move-result v0

    goto :goto_0

    :cond_0
    const/high16 v0, 0x4000000

    :goto_0
    return v0
.end method
