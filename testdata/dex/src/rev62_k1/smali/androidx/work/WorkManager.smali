.class public abstract Landroidx/work/WorkManager;
.super Ljava/lang/Object;
.source "Work.kt"

.field public static final Companion:Landroidx/work/WorkManager$Companion;

.method public constructor <init>()V
    .registers 1
    .line 40
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public abstract enqueue(Landroidx/work/WorkRequest;)V
.end method

.method public static final getInstance(Landroid/content/Context;)Landroidx/work/WorkManager;
    .registers 2
    sget-object v0, Landroidx/work/WorkManager;->Companion:Landroidx/work/WorkManager$Companion;
    invoke-virtual {v0, v1}, Landroidx/work/WorkManager$Companion;->getInstance(Landroid/content/Context;)Landroidx/work/WorkManager;
    move-result-object v0
    .line 43
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Landroidx/work/WorkManager$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Landroidx/work/WorkManager$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Landroidx/work/WorkManager;->Companion:Landroidx/work/WorkManager$Companion;
    return-void
.end method

