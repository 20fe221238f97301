.class public final Lcom/berthbook/Codec;
.super Ljava/lang/Object;
.source "Args.kt"

# static fields
.field public static final INSTANCE:Lcom/berthbook/Codec;
.field private static final json:Lkotlinx/serialization/json/Json;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 30
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final json$lambda$0(Lkotlinx/serialization/json/JsonBuilder;)Lkotlin/Unit;
    .registers 3
    const-string v1, "$this$Json"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    const/4 v1, 0x1
    invoke-virtual {v2, v1}, Lkotlinx/serialization/json/JsonBuilder;->setIgnoreUnknownKeys(Z)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/berthbook/Codec;
    invoke-direct {v0}, Lcom/berthbook/Codec;-><init>()V
    sput-object v0, Lcom/berthbook/Codec;->INSTANCE:Lcom/berthbook/Codec;
    .line 31
    const/4 v0, 0x0
    sget-object v1, Lcom/berthbook/Codec$$ExternalSyntheticLambda0;->INSTANCE:Lcom/berthbook/Codec$$ExternalSyntheticLambda0;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/serialization/json/JsonKt;->Json$default(Lkotlinx/serialization/json/Json;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Lkotlinx/serialization/json/Json;
    move-result-object v0
    sput-object v0, Lcom/berthbook/Codec;->json:Lkotlinx/serialization/json/Json;
    return-void
.end method


# virtual methods
.method public final getJson()Lkotlinx/serialization/json/Json;
    .registers 2
    .line 31
    sget-object v0, Lcom/berthbook/Codec;->json:Lkotlinx/serialization/json/Json;
    return-object v0
.end method

