.class public final Lcom/hivewatch/GatesKt;
.super Ljava/lang/Object;
.source "Gates.kt"

.field private static final KEEPER_APPS:Ljava/util/Set;

.method public static final getKEEPER_APPS()Ljava/util/Set;
    .registers 1
    .line 6
    sget-object v0, Lcom/hivewatch/GatesKt;->KEEPER_APPS:Ljava/util/Set;
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 6
    const/4 v0, 0x3
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.hivewatch"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "com.hivewatch.companion"
    aput-object v2, v3, v1
    const/4 v1, 0x2
    const-string v2, "org.apiary.logbook"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/hivewatch/GatesKt;->KEEPER_APPS:Ljava/util/Set;
    return-void
.end method

