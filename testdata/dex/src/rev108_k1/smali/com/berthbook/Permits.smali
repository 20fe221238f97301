.class public final Lcom/berthbook/Permits;
.super Ljava/lang/Object;
.source "Storage.kt"

# static fields
.field public static final INSTANCE:Lcom/berthbook/Permits;
.field private static final SHARE_PARTNERS:Ljava/util/Set;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 81
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/berthbook/Permits;
    invoke-direct {v0}, Lcom/berthbook/Permits;-><init>()V
    sput-object v0, Lcom/berthbook/Permits;->INSTANCE:Lcom/berthbook/Permits;
    .line 82
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.berthbook.crew"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "org.harbourmaster.app"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/berthbook/Permits;->SHARE_PARTNERS:Ljava/util/Set;
    return-void
.end method


# virtual methods
.method public final mayShare-YELJ6pU(Ljava/lang/String;)Z
    .registers 4
    const-string v1, "who"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 84
    sget-object v0, Lcom/berthbook/Permits;->SHARE_PARTNERS:Ljava/util/Set;
    invoke-interface {v0, v3}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

