.class final Lcom/example/r34j3/Catalog;
.super Ljava/lang/Object;
.source "Catalog.java"


# static fields
.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"orders-12\",\"tools\":[{\"name\":\"order_status\",\"scopes\":[\"orders.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"place_print_order\",\"scopes\":[\"orders.write\"],\"annotations\":{\"effect\":\"transaction\",\"risk\":\"high\",\"confirmation\":\"always\"}},{\"name\":\"reprint_order\",\"scopes\":[\"orders.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},{\"name\":\"cancel_order\",\"scopes\":[\"orders.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},{\"name\":\"change_address\",\"scopes\":[\"orders.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"provider_policy\"}}]}"


# direct methods
.method private constructor <init>()V
    .locals 0

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    return-void
.end method
