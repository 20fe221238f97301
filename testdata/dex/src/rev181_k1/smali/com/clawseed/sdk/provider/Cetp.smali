.class public final Lcom/clawseed/sdk/provider/Cetp;
.super Ljava/lang/Object;
.source "Cetp.kt"


# static fields
.field public static final ASYNC_OPERATIONS:Ljava/lang/String; = "async_operations"

.field public static final CANCELLATION:Ljava/lang/String; = "cancellation"

.field public static final INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

.field public static final KNOWN_CAPABILITIES:Ljava/util/Set;

.field public static final LARGE_RESULTS:Ljava/lang/String; = "large_results"


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lcom/clawseed/sdk/provider/Cetp;

    invoke-direct {v0}, Lcom/clawseed/sdk/provider/Cetp;-><init>()V

    sput-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    .line 145
    const/4 v0, 0x3

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "async_operations"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "cancellation"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "large_results"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lcom/clawseed/sdk/provider/Cetp;->KNOWN_CAPABILITIES:Ljava/util/Set;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 139
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final retryable(Ljava/lang/String;)Z
    .registers 4

    const-string v1, "code"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 148
    move-object v2, p0

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "RATE_LIMITED"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_1
    const-string v1, "UNAVAILABLE"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_2
    const-string v1, "NEGOTIATION_REQUIRED"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 149
    :cond_0
    const/4 v0, 0x1

    goto :goto_1

    .line 150
    :cond_1
    :goto_0
    const/4 v0, 0x0

    .line 151
    :goto_1
    return v0

    :sswitch_data_0
    .sparse-switch
        0x255ded1b -> :sswitch_0
        0x58a96c30 -> :sswitch_1
        0x5a11665d -> :sswitch_2
    .end sparse-switch
.end method
