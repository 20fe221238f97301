.class public final synthetic Lapp/larder/core/Tokens$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# static fields
.field public static final synthetic INSTANCE:Lapp/larder/core/Tokens$$ExternalSyntheticLambda1;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/core/Tokens$$ExternalSyntheticLambda1;

    invoke-direct {v0}, Lapp/larder/core/Tokens$$ExternalSyntheticLambda1;-><init>()V

    sput-object v0, Lapp/larder/core/Tokens$$ExternalSyntheticLambda1;->INSTANCE:Lapp/larder/core/Tokens$$ExternalSyntheticLambda1;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    check-cast p1, Ljava/lang/Byte;

    invoke-virtual {p1}, Ljava/lang/Byte;->byteValue()B

    move-result v0

    invoke-static {v0}, Lapp/larder/core/Tokens;->sha256$lambda$0(B)Ljava/lang/CharSequence;

    move-result-object v0

    return-object v0
.end method
