.class public final Lcom/larkbook/Contact;
.super Ljava/lang/Object;
.source "People.kt"

# instance fields
.field private final email:Ljava/lang/String;
.field private final id:Ljava/lang/String;
.field private final name:Ljava/lang/String;
.field private final phone:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6
    const-string v0, "id"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "name"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larkbook/Contact;->id:Ljava/lang/String;
    iput-object p2, p0, Lcom/larkbook/Contact;->name:Ljava/lang/String;
    iput-object p3, p0, Lcom/larkbook/Contact;->phone:Ljava/lang/String;
    iput-object p4, p0, Lcom/larkbook/Contact;->email:Ljava/lang/String;
    return-void
.end method

.method public static synthetic copy$default(Lcom/larkbook/Contact;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lcom/larkbook/Contact;
    .registers 8
    and-int/lit8 v0, p5, 0x1
    if-eqz v0, :L12
    iget-object p1, p0, Lcom/larkbook/Contact;->id:Ljava/lang/String;
:L12
    and-int/lit8 v0, p5, 0x2
    if-eqz v0, :L24
    iget-object p2, p0, Lcom/larkbook/Contact;->name:Ljava/lang/String;
:L24
    and-int/lit8 v0, p5, 0x4
    if-eqz v0, :L36
    iget-object p3, p0, Lcom/larkbook/Contact;->phone:Ljava/lang/String;
:L36
    and-int/lit8 v0, p5, 0x8
    if-eqz v0, :L50
    iget-object p4, p0, Lcom/larkbook/Contact;->email:Ljava/lang/String;
:L50
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/larkbook/Contact;->copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/larkbook/Contact;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larkbook/Contact;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larkbook/Contact;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larkbook/Contact;->phone:Ljava/lang/String;
    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larkbook/Contact;->email:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/larkbook/Contact;
    .registers 7
    const-string v1, "id"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "name"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/larkbook/Contact;
    invoke-direct {v0, p1, p2, p3, p4}, Lcom/larkbook/Contact;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/larkbook/Contact;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/larkbook/Contact;
    move-object v2, v0
    iget-object v0, p0, Lcom/larkbook/Contact;->id:Ljava/lang/String;
    iget-object v1, v2, Lcom/larkbook/Contact;->id:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/larkbook/Contact;->name:Ljava/lang/String;
    iget-object v1, v2, Lcom/larkbook/Contact;->name:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    iget-object v0, p0, Lcom/larkbook/Contact;->phone:Ljava/lang/String;
    iget-object v1, v2, Lcom/larkbook/Contact;->phone:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L69
    const/4 v0, 0x0
    return v0
:L69
    iget-object v0, p0, Lcom/larkbook/Contact;->email:Ljava/lang/String;
    iget-object v1, v2, Lcom/larkbook/Contact;->email:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L85
    const/4 v0, 0x0
    return v0
:L85
    const/4 v0, 0x1
    return v0
.end method

.method public final getEmail()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, p0, Lcom/larkbook/Contact;->email:Ljava/lang/String;
    return-object v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, p0, Lcom/larkbook/Contact;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, p0, Lcom/larkbook/Contact;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getPhone()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, p0, Lcom/larkbook/Contact;->phone:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/larkbook/Contact;->id:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/larkbook/Contact;->name:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/larkbook/Contact;->phone:Ljava/lang/String;
    if-nez v1, :L36
    const/4 v1, 0x0
    goto :L43
:L36
    iget-object v1, p0, Lcom/larkbook/Contact;->phone:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
:L43
    add-int v2, v0, v1
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/larkbook/Contact;->email:Ljava/lang/String;
    if-nez v1, :L60
    const/4 v1, 0x0
    goto :L67
:L60
    iget-object v1, p0, Lcom/larkbook/Contact;->email:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
:L67
    add-int v2, v0, v1
    return v2
.end method

.method public final json()Lorg/json/JSONObject;
    .registers 4
    .line 7
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    iget-object v2, p0, Lcom/larkbook/Contact;->id:Ljava/lang/String;
    const-string v1, "contact_id"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    iget-object v2, p0, Lcom/larkbook/Contact;->name:Ljava/lang/String;
    const-string v1, "name"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    iget-object v2, p0, Lcom/larkbook/Contact;->phone:Ljava/lang/String;
    const-string v1, "phone"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    iget-object v2, p0, Lcom/larkbook/Contact;->email:Ljava/lang/String;
    const-string v1, "email"
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v2, "put(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 7
    iget-object v0, p0, Lcom/larkbook/Contact;->id:Ljava/lang/String;
    iget-object v1, p0, Lcom/larkbook/Contact;->name:Ljava/lang/String;
    iget-object v2, p0, Lcom/larkbook/Contact;->phone:Ljava/lang/String;
    iget-object v3, p0, Lcom/larkbook/Contact;->email:Ljava/lang/String;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "Contact(id="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", name="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", phone="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", email="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ")"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
