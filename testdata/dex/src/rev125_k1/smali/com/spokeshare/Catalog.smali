.class public final Lcom/spokeshare/Catalog;
.super Ljava/lang/Object;
.source "Catalog.kt"

# static fields
.field private static final BIKES:Lcom/spokeshare/Catalog;
.field public static final Companion:Lcom/spokeshare/Catalog$Companion;
.field private static final WALLET:Lcom/spokeshare/Catalog;


# instance fields
.field private final infoJson:Ljava/lang/String;
.field private final providerId:Ljava/lang/String;
.field private final providerName:Ljava/lang/String;
.field private final readTools:Ljava/util/Set;
.field private final toolsJson:Ljava/lang/String;
.field private final writeTools:Ljava/util/Set;


# direct methods
.method static constructor <clinit>()V
    .registers 11
    new-instance v0, Lcom/spokeshare/Catalog$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/spokeshare/Catalog$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/spokeshare/Catalog;->Companion:Lcom/spokeshare/Catalog$Companion;
    .line 27
    new-instance v0, Lcom/spokeshare/Catalog;
    .line 38
    const/4 v6, 0x2
    new-array v10, v6, [Ljava/lang/String;
    const-string v8, "find_station"
    const/4 v7, 0x0
    aput-object v8, v10, v7
    const-string v8, "list_rides"
    const/4 v7, 0x1
    aput-object v8, v10, v7
    invoke-static {v10}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v6
    .line 39
    const/4 v7, 0x3
    new-array v10, v7, [Ljava/lang/String;
    const-string v9, "reserve_bike"
    const/4 v8, 0x0
    aput-object v9, v10, v8
    const-string v9, "unlock_bike"
    const/4 v8, 0x1
    aput-object v9, v10, v8
    const-string v9, "share_ride"
    const/4 v8, 0x2
    aput-object v9, v10, v8
    invoke-static {v10}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v7
    .line 27
    move-object v5, v6
    move-object v6, v7
    const-string v1, "com.spokeshare.bikes"
    const-string v2, "Spokeshare Bikes"
    const-string v3, "{\"provider_id\":\"com.spokeshare.bikes\",\"provider_name\":\"Spokeshare Bikes\",\"description\":\"Find docking stations, reserve and unlock city bikes, and share rides\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":[{\"name\":\"stations.read\",\"title\":\"See stations\",\"description\":\"Read station locations and free bikes\",\"access\":\"read\",\"sensitivity\":\"public\"},{\"name\":\"rides.read\",\"title\":\"See your rides\",\"description\":\"Read your ride history\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"rides.write\",\"title\":\"Ride\",\"description\":\"Reserve, unlock and share rides\",\"access\":\"write\",\"sensitivity\":\"financial\"}]}"
    const-string v4, "{\"revision\":\"bikes-7\",\"tools\":[{\"name\":\"find_station\",\"title\":\"Find a station\",\"description\":\"Search docking stations by name or street\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"query\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80}},\"required\":[\"query\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"stations\":{\"type\":\"array\"}},\"required\":[\"stations\"]},\"scopes\":[\"stations.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"list_rides\",\"title\":\"List rides\",\"description\":\"Your last rides with their cost\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"rides\":{\"type\":\"array\"}},\"required\":[\"rides\"]},\"scopes\":[\"rides.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"reserve_bike\",\"title\":\"Reserve a bike\",\"description\":\"Hold a bike at its dock for up to 30 minutes\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"bike_id\":{\"type\":\"string\"},\"minutes\":{\"type\":\"integer\",\"minimum\":5,\"maximum\":30}},\"required\":[\"bike_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"hold_id\":{\"type\":\"string\"},\"until\":{\"type\":\"integer\"}},\"required\":[\"hold_id\"]},\"scopes\":[\"rides.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"idempotent\":false,\"open_world\":false,\"confirmation\":\"provider_policy\",\"execution\":\"sync\"}},{\"name\":\"unlock_bike\",\"title\":\"Unlock a bike\",\"description\":\"Release a bike from its dock and start a paid ride\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"bike_id\":{\"type\":\"string\"}},\"required\":[\"bike_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"ride_id\":{\"type\":\"string\"}},\"required\":[\"ride_id\"]},\"scopes\":[\"rides.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"idempotent\":false,\"open_world\":true,\"confirmation\":\"always\",\"execution\":\"sync\"}},{\"name\":\"share_ride\",\"title\":\"Share a ride\",\"description\":\"Share a finished ride's route with another app\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"ride_id\":{\"type\":\"string\"},\"package_name\":{\"type\":\"string\"}},\"required\":[\"ride_id\",\"package_name\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"share_id\":{\"type\":\"string\"}},\"required\":[\"share_id\"]},\"scopes\":[\"rides.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"idempotent\":false,\"open_world\":false,\"confirmation\":\"provider_policy\",\"execution\":\"sync\"}}]}"
    invoke-direct/range {v0 .. v6}, Lcom/spokeshare/Catalog;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/Set;Ljava/util/Set;)V
    sput-object v0, Lcom/spokeshare/Catalog;->BIKES:Lcom/spokeshare/Catalog;
    .line 42
    new-instance v0, Lcom/spokeshare/Catalog;
    .line 52
    const/4 v6, 0x2
    new-array v10, v6, [Ljava/lang/String;
    const-string v8, "get_balance"
    const/4 v7, 0x0
    aput-object v8, v10, v7
    const-string v8, "list_payments"
    const/4 v7, 0x1
    aput-object v8, v10, v7
    invoke-static {v10}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v6
    .line 53
    const/4 v7, 0x2
    new-array v10, v7, [Ljava/lang/String;
    const-string v9, "top_up"
    const/4 v8, 0x0
    aput-object v9, v10, v8
    const-string v9, "transfer_credit"
    const/4 v8, 0x1
    aput-object v9, v10, v8
    invoke-static {v10}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v7
    .line 42
    move-object v5, v6
    move-object v6, v7
    const-string v1, "com.spokeshare.wallet"
    const-string v2, "Spokeshare Wallet"
    const-string v3, "{\"provider_id\":\"com.spokeshare.wallet\",\"provider_name\":\"Spokeshare Wallet\",\"description\":\"Ride credit: balance, payments, top-ups and transfers between riders' apps\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":[{\"name\":\"wallet.read\",\"title\":\"See your credit\",\"description\":\"Read the balance and payments\",\"access\":\"read\",\"sensitivity\":\"financial\"},{\"name\":\"wallet.write\",\"title\":\"Move credit\",\"description\":\"Top up and transfer ride credit\",\"access\":\"write\",\"sensitivity\":\"financial\"}]}"
    const-string v4, "{\"revision\":\"wallet-4\",\"tools\":[{\"name\":\"get_balance\",\"title\":\"Credit balance\",\"description\":\"The ride credit left in the wallet\",\"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"balance_cents\":{\"type\":\"integer\"}},\"required\":[\"balance_cents\"]},\"scopes\":[\"wallet.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"list_payments\",\"title\":\"List payments\",\"description\":\"Payments from the wallet, optionally for one merchant\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"merchant\":{\"type\":\"string\",\"maxLength\":60}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"payments\":{\"type\":\"array\"}},\"required\":[\"payments\"]},\"scopes\":[\"wallet.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"top_up\",\"title\":\"Top up credit\",\"description\":\"Charge the saved card and add ride credit\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"amount_cents\":{\"type\":\"integer\",\"minimum\":100,\"maximum\":10000}},\"required\":[\"amount_cents\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"balance_cents\":{\"type\":\"integer\"}},\"required\":[\"balance_cents\"]},\"scopes\":[\"wallet.write\"],\"annotations\":{\"effect\":\"transaction\",\"risk\":\"high\",\"idempotent\":false,\"open_world\":true,\"confirmation\":\"always\",\"execution\":\"sync\"}},{\"name\":\"transfer_credit\",\"title\":\"Transfer credit\",\"description\":\"Move ride credit to the wallet of another rider's app\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"to_package\":{\"type\":\"string\"},\"amount_cents\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":5000}},\"required\":[\"to_package\",\"amount_cents\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"transfer_id\":{\"type\":\"string\"}},\"required\":[\"transfer_id\"]},\"scopes\":[\"wallet.write\"],\"annotations\":{\"effect\":\"transaction\",\"risk\":\"high\",\"idempotent\":false,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}}]}"
    invoke-direct/range {v0 .. v6}, Lcom/spokeshare/Catalog;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/Set;Ljava/util/Set;)V
    sput-object v0, Lcom/spokeshare/Catalog;->WALLET:Lcom/spokeshare/Catalog;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/Set;Ljava/util/Set;)V
    .registers 8
    const-string v0, "providerId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "providerName"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "infoJson"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "toolsJson"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "readTools"
    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "writeTools"
    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 7
    iput-object p1, p0, Lcom/spokeshare/Catalog;->providerId:Ljava/lang/String;
    .line 8
    iput-object p2, p0, Lcom/spokeshare/Catalog;->providerName:Ljava/lang/String;
    .line 9
    iput-object p3, p0, Lcom/spokeshare/Catalog;->infoJson:Ljava/lang/String;
    .line 10
    iput-object p4, p0, Lcom/spokeshare/Catalog;->toolsJson:Ljava/lang/String;
    .line 11
    iput-object p5, p0, Lcom/spokeshare/Catalog;->readTools:Ljava/util/Set;
    .line 12
    iput-object p6, p0, Lcom/spokeshare/Catalog;->writeTools:Ljava/util/Set;
    .line 6
    return-void
.end method

.method public static final synthetic access$getBIKES$cp()Lcom/spokeshare/Catalog;
    .registers 1
    .line 6
    sget-object v0, Lcom/spokeshare/Catalog;->BIKES:Lcom/spokeshare/Catalog;
    return-object v0
.end method

.method public static final synthetic access$getWALLET$cp()Lcom/spokeshare/Catalog;
    .registers 1
    .line 6
    sget-object v0, Lcom/spokeshare/Catalog;->WALLET:Lcom/spokeshare/Catalog;
    return-object v0
.end method

.method public static final limits()Lorg/json/JSONObject;
    .registers 1
    sget-object v0, Lcom/spokeshare/Catalog;->Companion:Lcom/spokeshare/Catalog$Companion;
    invoke-virtual {v0}, Lcom/spokeshare/Catalog$Companion;->limits()Lorg/json/JSONObject;
    move-result-object v0
    .line 25
    return-object v0
.end method


# virtual methods
.method public final getProviderId()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/spokeshare/Catalog;->providerId:Ljava/lang/String;
    return-object v0
.end method

.method public final getProviderName()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/spokeshare/Catalog;->providerName:Ljava/lang/String;
    return-object v0
.end method

.method public final has(Ljava/lang/String;)Z
    .registers 4
    const-string v1, "tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    iget-object v0, p0, Lcom/spokeshare/Catalog;->readTools:Ljava/util/Set;
    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L32
    iget-object v0, p0, Lcom/spokeshare/Catalog;->writeTools:Ljava/util/Set;
    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L36
:L32
    const/4 v0, 0x1
    goto :L37
:L36
    const/4 v0, 0x0
:L37
    return v0
.end method

.method public final info()Lorg/json/JSONObject;
    .registers 3
    .line 14
    new-instance v0, Lorg/json/JSONObject;
    iget-object v1, p0, Lcom/spokeshare/Catalog;->infoJson:Ljava/lang/String;
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public final mutates(Ljava/lang/String;)Z
    .registers 4
    const-string v1, "tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    iget-object v0, p0, Lcom/spokeshare/Catalog;->writeTools:Ljava/util/Set;
    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public final tools()Lorg/json/JSONObject;
    .registers 3
    .line 15
    new-instance v0, Lorg/json/JSONObject;
    iget-object v1, p0, Lcom/spokeshare/Catalog;->toolsJson:Ljava/lang/String;
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method
