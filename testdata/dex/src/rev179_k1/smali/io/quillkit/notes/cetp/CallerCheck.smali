.class public final Lio/quillkit/notes/cetp/CallerCheck;
.super Ljava/lang/Object;
.source "Callers.kt"


# static fields
.field public static final Companion:Lio/quillkit/notes/cetp/CallerCheck$Companion;

.field private static final TRUSTED:Ljava/util/Map;


# instance fields
.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    new-instance v0, Lio/quillkit/notes/cetp/CallerCheck$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lio/quillkit/notes/cetp/CallerCheck$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/quillkit/notes/cetp/CallerCheck;->Companion:Lio/quillkit/notes/cetp/CallerCheck$Companion;

    .line 23
    const/4 v0, 0x2

    new-array v4, v0, [Lkotlin/Pair;

    const-string v2, "com.clawseed.assistant"

    const-string v3, "3f9a0c5e7d21b84466c0e19d2a7b5f38c1d09e6a4b72f5103e8d6c9a2b47e1f0"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    .line 24
    const-string v2, "com.clawseed.assistant.beta"

    const-string v3, "a7c31e05b9d84f6620e1c7b9354a8d02f6e19c3b7a4d5e2081f9c6b3d7a0e452"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v4, v1

    .line 22
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lio/quillkit/notes/cetp/CallerCheck;->TRUSTED:Ljava/util/Map;

    return-void
.end method

.method public constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 3

    const-string v0, "pm"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/cetp/CallerCheck;->pm:Landroid/content/pm/PackageManager;

    return-void
.end method

.method public static final synthetic access$getTRUSTED$cp()Ljava/util/Map;
    .registers 1

    .line 11
    sget-object v0, Lio/quillkit/notes/cetp/CallerCheck;->TRUSTED:Ljava/util/Map;

    return-object v0
.end method


# virtual methods
.method public final verify(I)Ljava/lang/String;
    .registers 9

    .line 13
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-ge v0, v1, :cond_0

    const/4 v0, 0x0

    return-object v0

    .line 14
    :cond_0
    iget-object v0, p0, Lio/quillkit/notes/cetp/CallerCheck;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v4, v0

    .line 15
    invoke-static {v4}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return-object v0

    :cond_2
    move-object v5, v0

    .line 16
    sget-object v0, Lio/quillkit/notes/cetp/CallerCheck;->TRUSTED:Ljava/util/Map;

    invoke-interface {v0, v5}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return-object v0

    :cond_3
    move-object v6, v0

    .line 17
    iget-object v0, p0, Lio/quillkit/notes/cetp/CallerCheck;->pm:Landroid/content/pm/PackageManager;

    invoke-static {v6}, Lio/quillkit/notes/core/JsonKt;->getHexBytes(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {v0, v5, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-eqz v0, :cond_4

    move-object v0, v5

    goto :goto_0

    :cond_4
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method
