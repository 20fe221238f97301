.class public final Lcom/visitloop/care/VisitConfig;
.super Ljava/lang/Object;
.source "Care.kt"

.field public static final INSTANCE:Lcom/visitloop/care/VisitConfig;
.field public static final TEAM_CERT:[B
.field public static final CONFIRM_FLAGS:I
.field public static final RELEASE_FLAGS:I
.field public static final NOTE_LIMIT:I

.method private constructor <init>()V
    .registers 1
    .line 15
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 6
    new-instance v0, Lcom/visitloop/care/VisitConfig;
    invoke-direct {v0}, Lcom/visitloop/care/VisitConfig;-><init>()V
    sput-object v0, Lcom/visitloop/care/VisitConfig;->INSTANCE:Lcom/visitloop/care/VisitConfig;
    .line 16
    const/4 v0, 0x0
    move v3, v0
    const/16 v0, 0x20
    new-array v0, v0, [B
    move-object v4, v0
    :L17
    const/16 v1, 0x20
    if-ge v3, v1, :L36
    move v5, v3
    const/16 v2, 0x5a
    aput-byte v2, v4, v5
    add-int/lit8 v3, v3, 0x1
    goto :L17
    :L36
    sput-object v4, Lcom/visitloop/care/VisitConfig;->TEAM_CERT:[B
    .line 17
    const/high16 v0, 0xc000000
    sput v0, Lcom/visitloop/care/VisitConfig;->CONFIRM_FLAGS:I
    .line 18
    const/high16 v0, 0x8000000
    sput v0, Lcom/visitloop/care/VisitConfig;->RELEASE_FLAGS:I
    .line 19
    const/16 v0, 0x28
    sput v0, Lcom/visitloop/care/VisitConfig;->NOTE_LIMIT:I
    return-void
.end method

