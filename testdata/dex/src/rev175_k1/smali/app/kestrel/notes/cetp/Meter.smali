.class public final Lapp/kestrel/notes/cetp/Meter;
.super Ljava/lang/Object;
.source "Grants.kt"


# static fields
.field public static final INSTANCE:Lapp/kestrel/notes/cetp/Meter;

.field private static final reads:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/kestrel/notes/cetp/Meter;

    invoke-direct {v0}, Lapp/kestrel/notes/cetp/Meter;-><init>()V

    sput-object v0, Lapp/kestrel/notes/cetp/Meter;->INSTANCE:Lapp/kestrel/notes/cetp/Meter;

    .line 30
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lapp/kestrel/notes/cetp/Meter;->reads:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final hit$lambda$0(Ljava/lang/Integer;Ljava/lang/Integer;)Ljava/lang/Integer;
    .registers 4

    const-string v1, "a"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "b"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    invoke-virtual {p0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v1

    add-int/2addr v0, v1

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method

.method public static final hit$lambda$1(Lkotlin/jvm/functions/Function2;Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Integer;
    .registers 4

    .line 33
    invoke-interface {p0, p1, p2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    return-object v0
.end method


# virtual methods
.method public final hit(I)V
    .registers 7

    .line 33
    sget-object v0, Lapp/kestrel/notes/cetp/Meter;->reads:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    sget-object v3, Lapp/kestrel/notes/cetp/Meter$$ExternalSyntheticLambda0;->INSTANCE:Lapp/kestrel/notes/cetp/Meter$$ExternalSyntheticLambda0;

    new-instance v4, Lapp/kestrel/notes/cetp/Meter$$ExternalSyntheticLambda1;

    invoke-direct {v4, v3}, Lapp/kestrel/notes/cetp/Meter$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/functions/Function2;)V

    move-object v3, v4

    invoke-virtual {v0, v1, v2, v3}, Ljava/util/concurrent/ConcurrentHashMap;->merge(Ljava/lang/Object;Ljava/lang/Object;Ljava/util/function/BiFunction;)Ljava/lang/Object;

    .line 34
    return-void
.end method
