.class public final Lcom/larderly/pantry/Resolution;
.super Ljava/lang/Object;
.source "Gates.kt"


# static fields
.field public static final Companion:Lcom/larderly/pantry/Resolution$Companion;

.field public static final EXTRA_SUMMARY:Ljava/lang/String; = "com.larderly.pantry.extra.SUMMARY"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.larderly.pantry.extra.RESUME_TOKEN"


# instance fields
.field private final pendingIntent:Landroid/app/PendingIntent;

.field private final resumeToken:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/larderly/pantry/Resolution$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/larderly/pantry/Resolution$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/larderly/pantry/Resolution;->Companion:Lcom/larderly/pantry/Resolution$Companion;

    return-void
.end method

.method private constructor <init>(Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 3

    .line 57
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larderly/pantry/Resolution;->pendingIntent:Landroid/app/PendingIntent;

    iput-object p2, p0, Lcom/larderly/pantry/Resolution;->resumeToken:Ljava/lang/String;

    return-void
.end method

.method public synthetic constructor <init>(Landroid/app/PendingIntent;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 4

    invoke-direct {p0, p1, p2}, Lcom/larderly/pantry/Resolution;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public final getPendingIntent()Landroid/app/PendingIntent;
    .registers 2

    .line 57
    iget-object v0, p0, Lcom/larderly/pantry/Resolution;->pendingIntent:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 57
    iget-object v0, p0, Lcom/larderly/pantry/Resolution;->resumeToken:Ljava/lang/String;

    return-object v0
.end method
