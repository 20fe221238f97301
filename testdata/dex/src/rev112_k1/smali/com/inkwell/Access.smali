.class public final Lcom/inkwell/Access;
.super Ljava/lang/Object;
.source "Security.kt"

# static fields
.field public static final INSTANCE:Lcom/inkwell/Access;
.field private static final CONSUMERS:Ljava/util/Set;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 41
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/inkwell/Access;
    invoke-direct {v0}, Lcom/inkwell/Access;-><init>()V
    sput-object v0, Lcom/inkwell/Access;->INSTANCE:Lcom/inkwell/Access;
    .line 42
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.clawseed.agent"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.inkwell.assistant"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/inkwell/Access;->CONSUMERS:Ljava/util/Set;
    return-void
.end method


# virtual methods
.method public final trusted(Landroid/content/Context;I)Z
    .registers 7
    const-string v1, "ctx"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    invoke-virtual {v5}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v6}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L45
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-eqz v0, :L45
    move-object v2, v0
    .line 50
    const/4 v3, 0x0
    .line 45
    sget-object v0, Lcom/inkwell/Access;->CONSUMERS:Ljava/util/Set;
    invoke-interface {v0, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    .line 45
    nop
    .line 45
    goto :L47
:L45
    const/4 v0, 0x0
:L47
    return v0
.end method

.method public final allows(I)Z
    .registers 3
    .line 47
    sget-object v0, Lcom/inkwell/Stores;->INSTANCE:Lcom/inkwell/Stores;
    invoke-virtual {v0}, Lcom/inkwell/Stores;->getNotes()Lcom/inkwell/NoteStore;
    move-result-object v0
    invoke-virtual {v0, v2}, Lcom/inkwell/NoteStore;->hasGrant(I)Z
    move-result v0
    return v0
.end method

