.class final Lcom/example/r35j3/VisitRequest;
.super Lcom/android/tools/r8/RecordTag;
.source "VisitRequest.java"


# instance fields
.field private final callerPackage:Ljava/lang/String;

.field private final petId:Ljava/lang/String;

.field private final slot:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .locals 0

    .line 6
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V

    iput-object p1, p0, Lcom/example/r35j3/VisitRequest;->petId:Ljava/lang/String;

    iput-object p2, p0, Lcom/example/r35j3/VisitRequest;->slot:Ljava/lang/String;

    iput-object p3, p0, Lcom/example/r35j3/VisitRequest;->callerPackage:Ljava/lang/String;

    return-void
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .locals 4

    .line 6
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/Object;

    iget-object v1, p0, Lcom/example/r35j3/VisitRequest;->petId:Ljava/lang/String;

    const/4 v2, 0x0

    aput-object v1, v0, v2

    iget-object v1, p0, Lcom/example/r35j3/VisitRequest;->slot:Ljava/lang/String;

    const/4 v2, 0x1

    aput-object v1, v0, v2

    iget-object v1, p0, Lcom/example/r35j3/VisitRequest;->callerPackage:Ljava/lang/String;

    const/4 v2, 0x2

    aput-object v1, v0, v2

    return-object v0
.end method

.method static synthetic access$getFields(Lcom/example/r35j3/VisitRequest;)[Ljava/lang/Object;
    .locals 0

    invoke-direct {p0}, Lcom/example/r35j3/VisitRequest;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object p0

    return-object p0
.end method

.method static from(Lorg/json/JSONObject;)Lcom/example/r35j3/VisitRequest;
    .locals 4

    .line 8
    new-instance v0, Lcom/example/r35j3/VisitRequest;

    const-string v1, "pet_id"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v2, "slot"

    invoke-virtual {p0, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v3, "calling_package"

    invoke-virtual {p0, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p0

    invoke-direct {v0, v1, v2, p0}, Lcom/example/r35j3/VisitRequest;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public callerPackage()Ljava/lang/String;
    .locals 1

    .line 6
    iget-object v0, p0, Lcom/example/r35j3/VisitRequest;->callerPackage:Ljava/lang/String;

    return-object v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .locals 0

    .line 6
    invoke-static {p0, p1}, Lcom/example/r35j3/VisitRequest$$ExternalSyntheticRecord0;->m(Lcom/example/r35j3/VisitRequest;Ljava/lang/Object;)Z

    move-result p1

    return p1
.end method

.method public final hashCode()I
    .locals 1

    .line 6
    invoke-direct {p0}, Lcom/example/r35j3/VisitRequest;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->hashCode([Ljava/lang/Object;)I

    move-result v0

    return v0
.end method

.method public petId()Ljava/lang/String;
    .locals 1

    .line 6
    iget-object v0, p0, Lcom/example/r35j3/VisitRequest;->petId:Ljava/lang/String;

    return-object v0
.end method

.method public slot()Ljava/lang/String;
    .locals 1

    .line 6
    iget-object v0, p0, Lcom/example/r35j3/VisitRequest;->slot:Ljava/lang/String;

    return-object v0
.end method

.method public final toString()Ljava/lang/String;
    .locals 3

    .line 6
    invoke-direct {p0}, Lcom/example/r35j3/VisitRequest;->$record$getFieldsAsObjects()[Ljava/lang/Object;

    move-result-object v0

    const-class v1, Lcom/example/r35j3/VisitRequest;

    const-string v2, "petId;slot;callerPackage"

    invoke-static {v0, v1, v2}, Lcom/example/r35j3/VisitRequest$$ExternalSyntheticRecord1;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
