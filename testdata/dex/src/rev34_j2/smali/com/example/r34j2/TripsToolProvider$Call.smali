.class final Lcom/example/r34j2/TripsToolProvider$Call;
.super Lcom/android/tools/r8/RecordTag;
.source "TripsToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r34j2/TripsToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Call"
.end annotation


# instance fields
.field private final args:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final resumeToken:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V
    .locals 0

    .line 150
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V

    iput-object p1, p0, Lcom/example/r34j2/TripsToolProvider$Call;->tool:Ljava/lang/String;

    iput-object p2, p0, Lcom/example/r34j2/TripsToolProvider$Call;->args:Ljava/lang/String;

    iput-object p3, p0, Lcom/example/r34j2/TripsToolProvider$Call;->requestId:Ljava/lang/String;

    iput-object p4, p0, Lcom/example/r34j2/TripsToolProvider$Call;->resumeToken:Ljava/lang/String;

    iput p5, p0, Lcom/example/r34j2/TripsToolProvider$Call;->uid:I

    return-void
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .locals 4

    .line 150
    const/4 v0, 0x5

    new-array v0, v0, [Ljava/lang/Object;

    iget-object v1, p0, Lcom/example/r34j2/TripsToolProvider$Call;->tool:Ljava/lang/String;

    const/4 v2, 0x0

    aput-object v1, v0, v2

    iget-object v1, p0, Lcom/example/r34j2/TripsToolProvider$Call;->args:Ljava/lang/String;

    const/4 v2, 0x1

    aput-object v1, v0, v2

    iget-object v1, p0, Lcom/example/r34j2/TripsToolProvider$Call;->requestId:Ljava/lang/String;

    const/4 v2, 0x2

    aput-object v1, v0, v2

    iget-object v1, p0, Lcom/example/r34j2/TripsToolProvider$Call;->resumeToken:Ljava/lang/String;

    const/4 v2, 0x3

    aput-object v1, v0, v2

    iget v1, p0, Lcom/example/r34j2/TripsToolProvider$Call;->uid:I

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const/4 v2, 0x4

    aput-object v1, v0, v2

    return-object v0
.end method

.method static synthetic access$getFields(Lcom/example/r34j2/TripsToolProvider$Call;)[Ljava/lang/Object;
    .locals 0

    invoke-direct {p0}, Lcom/example/r34j2/TripsToolProvider$Call;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object p0

    return-object p0
.end method


# virtual methods
.method public args()Ljava/lang/String;
    .locals 1

    .line 150
    iget-object v0, p0, Lcom/example/r34j2/TripsToolProvider$Call;->args:Ljava/lang/String;

    return-object v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .locals 0

    .line 150
    invoke-static {p0, p1}, Lcom/example/r34j2/TripsToolProvider$Call$$ExternalSyntheticRecord0;->m(Lcom/example/r34j2/TripsToolProvider$Call;Ljava/lang/Object;)Z

    move-result p1

    return p1
.end method

.method public final hashCode()I
    .locals 1

    .line 150
    invoke-direct {p0}, Lcom/example/r34j2/TripsToolProvider$Call;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->hashCode([Ljava/lang/Object;)I

    move-result v0

    return v0
.end method

.method public requestId()Ljava/lang/String;
    .locals 1

    .line 150
    iget-object v0, p0, Lcom/example/r34j2/TripsToolProvider$Call;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public resumeToken()Ljava/lang/String;
    .locals 1

    .line 150
    iget-object v0, p0, Lcom/example/r34j2/TripsToolProvider$Call;->resumeToken:Ljava/lang/String;

    return-object v0
.end method

.method public final toString()Ljava/lang/String;
    .locals 3

    .line 150
    invoke-direct {p0}, Lcom/example/r34j2/TripsToolProvider$Call;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    const-class v1, Lcom/example/r34j2/TripsToolProvider$Call;

    const-string v2, "tool;args;requestId;resumeToken;uid"

    invoke-static {v0, v1, v2}, Lcom/example/r34j2/TripsToolProvider$Call$$ExternalSyntheticRecord1;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public tool()Ljava/lang/String;
    .locals 1

    .line 150
    iget-object v0, p0, Lcom/example/r34j2/TripsToolProvider$Call;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public uid()I
    .locals 1

    .line 150
    iget v0, p0, Lcom/example/r34j2/TripsToolProvider$Call;->uid:I

    return v0
.end method

