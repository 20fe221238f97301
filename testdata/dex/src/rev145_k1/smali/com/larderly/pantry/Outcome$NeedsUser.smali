.class public final Lcom/larderly/pantry/Outcome$NeedsUser;
.super Lcom/larderly/pantry/Outcome;
.source "Protocol.kt"


# instance fields
.field private final message:Ljava/lang/String;

.field private final resolution:Lcom/larderly/pantry/Resolution;


# direct methods
.method public constructor <init>(Ljava/lang/String;Lcom/larderly/pantry/Resolution;)V
    .registers 4

    const-string v0, "message"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resolution"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/larderly/pantry/Outcome;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lcom/larderly/pantry/Outcome$NeedsUser;->message:Ljava/lang/String;

    iput-object p2, p0, Lcom/larderly/pantry/Outcome$NeedsUser;->resolution:Lcom/larderly/pantry/Resolution;

    return-void
.end method


# virtual methods
.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lcom/larderly/pantry/Outcome$NeedsUser;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final getResolution()Lcom/larderly/pantry/Resolution;
    .registers 2

    .line 34
    iget-object v0, p0, Lcom/larderly/pantry/Outcome$NeedsUser;->resolution:Lcom/larderly/pantry/Resolution;

    return-object v0
.end method
