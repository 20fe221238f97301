.class public final Lcom/tb/kt/Tables;
.super Ljava/lang/Object;
.source "Kt.kt"

# static fields
.field public static final INSTANCE:Lcom/tb/kt/Tables;
.field private static final MODES:Ljava/util/Map;
.field private static final FLAGS:Ljava/util/HashMap;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 19
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 5
    new-instance v0, Lcom/tb/kt/Tables;
    invoke-direct {v0}, Lcom/tb/kt/Tables;-><init>()V
    sput-object v0, Lcom/tb/kt/Tables;->INSTANCE:Lcom/tb/kt/Tables;
    .line 20
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlin/Pair;
    move-object v4, v0
    const/4 v1, 0x0
    const-string v2, "read"
    const/high16 v3, 0x10000000
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v4, v1
    const/4 v1, 0x1
    const-string v2, "shared"
    const/high16 v3, 0x30000000
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v4, v1
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    sput-object v0, Lcom/tb/kt/Tables;->MODES:Ljava/util/Map;
    .line 21
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlin/Pair;
    move-object v4, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/tb/kt/Kind;->REFRESH:Lcom/tb/kt/Kind;
    const/high16 v3, 0x8000000
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v4, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/tb/kt/Kind;->LOCKED:Lcom/tb/kt/Kind;
    const/high16 v3, 0x4000000
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    aput-object v2, v4, v1
    invoke-static {v4}, Lkotlin/collections/MapsKt;->hashMapOf([Lkotlin/Pair;)Ljava/util/HashMap;
    move-result-object v0
    sput-object v0, Lcom/tb/kt/Tables;->FLAGS:Ljava/util/HashMap;
    return-void
.end method


# virtual methods
.method public final open(Ljava/io/File;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 6
    const-string v1, "file"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "mode"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    sget-object v1, Lcom/tb/kt/Tables;->MODES:Ljava/util/Map;
    invoke-static {v1, v5}, Lkotlin/collections/MapsKt;->getValue(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/Number;
    invoke-virtual {v1}, Ljava/lang/Number;->intValue()I
    move-result v1
    invoke-static {v4, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const-string v2, "open(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final flags(Lcom/tb/kt/Kind;)I
    .registers 4
    const-string v1, "kind"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    sget-object v0, Lcom/tb/kt/Tables;->FLAGS:Ljava/util/HashMap;
    invoke-virtual {v0, v3}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    check-cast v0, Ljava/lang/Number;
    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I
    move-result v0
    return v0
.end method

