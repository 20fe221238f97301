.class public abstract Lcom/visitloop/care/CareDatabase;
.super Landroidx/room/RoomDatabase;
.source "Care.kt"

.field public static final Companion:Lcom/visitloop/care/CareDatabase$Companion;

.method public constructor <init>()V
    .registers 1
    .line 51
    invoke-direct {v0}, Landroidx/room/RoomDatabase;-><init>()V
    return-void
.end method

.method public abstract visitDao()Lcom/visitloop/care/VisitDao;
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/visitloop/care/CareDatabase$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/visitloop/care/CareDatabase$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/visitloop/care/CareDatabase;->Companion:Lcom/visitloop/care/CareDatabase$Companion;
    return-void
.end method

