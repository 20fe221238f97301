.class public abstract enum Lcom/verdant/garden/beds/BedTool;
.super Ljava/lang/Enum;
.source "BedTool.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/verdant/garden/beds/BedTool;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/verdant/garden/beds/BedTool;

.field private static final BY_NAME:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/verdant/garden/beds/BedTool;",
            ">;"
        }
    .end annotation
.end field

.field public static final enum FIND_PLANTINGS:Lcom/verdant/garden/beds/BedTool;

.field static final ISO_DATE:Ljava/util/function/Predicate;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Predicate<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public static final enum LIST_BEDS:Lcom/verdant/garden/beds/BedTool;

.field static final NON_EMPTY:Ljava/util/function/Predicate;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Predicate<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public static final enum PLANT_CROP:Lcom/verdant/garden/beds/BedTool;

.field public static final enum RECORD_HARVEST:Lcom/verdant/garden/beds/BedTool;

.field public static final enum REMOVE_BED:Lcom/verdant/garden/beds/BedTool;


# instance fields
.field private final descriptor:Lcom/verdant/garden/cetp/ToolDescriptor;


# direct methods
.method private static synthetic $values()[Lcom/verdant/garden/beds/BedTool;
    .registers 3

    .line 27
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/verdant/garden/beds/BedTool;

    sget-object v2, Lcom/verdant/garden/beds/BedTool;->LIST_BEDS:Lcom/verdant/garden/beds/BedTool;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/beds/BedTool;->FIND_PLANTINGS:Lcom/verdant/garden/beds/BedTool;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/beds/BedTool;->PLANT_CROP:Lcom/verdant/garden/beds/BedTool;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/beds/BedTool;->RECORD_HARVEST:Lcom/verdant/garden/beds/BedTool;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/beds/BedTool;->REMOVE_BED:Lcom/verdant/garden/beds/BedTool;

    const/4 v1, 0x4

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 6

    .line 28
    new-instance v0, Lcom/verdant/garden/beds/BedTool$1;

    const-string v4, "list_beds"

    invoke-static {v4}, Lcom/verdant/garden/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 29
    const-string v5, "List beds"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 30
    const-string v5, "Lists the garden\'s beds with their size and number of plantings."

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 31
    const-string v5, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 32
    const-string v5, "{\"type\":\"object\",\"properties\":{\"beds\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"bed_id\":{\"type\":\"string\"},\"name\":{\"type\":\"string\"},\"area_m2\":{\"type\":\"integer\"},\"plantings\":{\"type\":\"integer\"}}}}},\"required\":[\"beds\"]}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 35
    const-string v5, "beds.read"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->READ:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->effect(Lcom/verdant/garden/cetp/ToolDescriptor$Effect;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->LOW:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->risk(Lcom/verdant/garden/cetp/ToolDescriptor$Risk;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    const/4 v5, 0x1

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->idempotent(Z)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->NEVER:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    .line 36
    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->confirmation(Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    invoke-virtual {v4}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->build()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v4

    const-string v2, "LIST_BEDS"

    const/4 v3, 0x0

    invoke-direct {v0, v2, v3, v4}, Lcom/verdant/garden/beds/BedTool$1;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/verdant/garden/beds/BedTool;->LIST_BEDS:Lcom/verdant/garden/beds/BedTool;

    .line 53
    new-instance v0, Lcom/verdant/garden/beds/BedTool$2;

    const-string v4, "find_plantings"

    invoke-static {v4}, Lcom/verdant/garden/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 54
    const-string v5, "Find plantings"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 55
    const-string v5, "Lists what is planted in one bed, optionally only one crop, in the chosen order."

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 56
    const-string v5, "{\"type\":\"object\",\"properties\":{\"bed_id\":{\"type\":\"string\"},\"crop\":{\"type\":\"string\",\"maxLength\":60},\"sort\":{\"type\":\"string\",\"enum\":[\"sown_on\",\"crop\",\"expected_harvest\"]}},\"required\":[\"bed_id\"],\"additionalProperties\":false}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 60
    const-string v5, "{\"type\":\"object\",\"properties\":{\"plantings\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"plantings\"]}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 62
    const-string v5, "beds.read"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->READ:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->effect(Lcom/verdant/garden/cetp/ToolDescriptor$Effect;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->LOW:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->risk(Lcom/verdant/garden/cetp/ToolDescriptor$Risk;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    const/4 v5, 0x1

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->idempotent(Z)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->NEVER:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    .line 63
    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->confirmation(Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    invoke-virtual {v4}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->build()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v4

    const-string v2, "FIND_PLANTINGS"

    const/4 v3, 0x1

    invoke-direct {v0, v2, v3, v4}, Lcom/verdant/garden/beds/BedTool$2;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/verdant/garden/beds/BedTool;->FIND_PLANTINGS:Lcom/verdant/garden/beds/BedTool;

    .line 78
    new-instance v0, Lcom/verdant/garden/beds/BedTool$3;

    const-string v4, "plant_crop"

    invoke-static {v4}, Lcom/verdant/garden/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 79
    const-string v5, "Plant a crop"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 80
    const-string v5, "Records a new sowing or transplant in a bed."

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 81
    const-string v5, "{\"type\":\"object\",\"properties\":{\"bed_id\":{\"type\":\"string\"},\"crop\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":60},\"variety\":{\"type\":\"string\",\"maxLength\":60},\"sown_on\":{\"type\":\"string\",\"pattern\":\"^[0-9]{4}-[0-9]{2}-[0-9]{2}$\"}},\"required\":[\"bed_id\",\"crop\",\"sown_on\"],\"additionalProperties\":false}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 86
    const-string v5, "{\"type\":\"object\",\"properties\":{\"planting_id\":{\"type\":\"string\"}},\"required\":[\"planting_id\"]}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 88
    const-string v5, "beds.write"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->CREATE:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->effect(Lcom/verdant/garden/cetp/ToolDescriptor$Effect;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->MODERATE:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->risk(Lcom/verdant/garden/cetp/ToolDescriptor$Risk;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->PROVIDER_POLICY:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    .line 89
    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->confirmation(Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    invoke-virtual {v4}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->build()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v4

    const-string v2, "PLANT_CROP"

    const/4 v3, 0x2

    invoke-direct {v0, v2, v3, v4}, Lcom/verdant/garden/beds/BedTool$3;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/verdant/garden/beds/BedTool;->PLANT_CROP:Lcom/verdant/garden/beds/BedTool;

    .line 108
    new-instance v0, Lcom/verdant/garden/beds/BedTool$4;

    const-string v4, "record_harvest"

    invoke-static {v4}, Lcom/verdant/garden/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 109
    const-string v5, "Record a harvest"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 110
    const-string v5, "Adds harvested weight in grams to a planting\'s total."

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 111
    const-string v5, "{\"type\":\"object\",\"properties\":{\"planting_id\":{\"type\":\"string\"},\"grams\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100000}},\"required\":[\"planting_id\",\"grams\"],\"additionalProperties\":false}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 114
    const-string v5, "{\"type\":\"object\",\"properties\":{\"planting_id\":{\"type\":\"string\"},\"added_g\":{\"type\":\"integer\"}},\"required\":[\"planting_id\",\"added_g\"]}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 116
    const-string v5, "beds.write"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->UPDATE:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->effect(Lcom/verdant/garden/cetp/ToolDescriptor$Effect;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->LOW:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->risk(Lcom/verdant/garden/cetp/ToolDescriptor$Risk;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->NEVER:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    .line 117
    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->confirmation(Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    invoke-virtual {v4}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->build()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v4

    const-string v2, "RECORD_HARVEST"

    const/4 v3, 0x3

    invoke-direct {v0, v2, v3, v4}, Lcom/verdant/garden/beds/BedTool$4;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/verdant/garden/beds/BedTool;->RECORD_HARVEST:Lcom/verdant/garden/beds/BedTool;

    .line 132
    new-instance v0, Lcom/verdant/garden/beds/BedTool$5;

    const-string v4, "remove_bed"

    invoke-static {v4}, Lcom/verdant/garden/cetp/ToolDescriptor;->builder(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 133
    const-string v5, "Remove a bed"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->title(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 134
    const-string v5, "Deletes a bed and every planting and harvest record in it."

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->description(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 135
    const-string v5, "{\"type\":\"object\",\"properties\":{\"bed_id\":{\"type\":\"string\"}},\"required\":[\"bed_id\"],\"additionalProperties\":false}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->input(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 137
    const-string v5, "{\"type\":\"object\",\"properties\":{\"bed_id\":{\"type\":\"string\"},\"plantings_removed\":{\"type\":\"integer\"}},\"required\":[\"bed_id\",\"plantings_removed\"]}"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->output(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    .line 139
    const-string v5, "beds.write"

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->scope(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->DELETE:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->effect(Lcom/verdant/garden/cetp/ToolDescriptor$Effect;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->HIGH:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->risk(Lcom/verdant/garden/cetp/ToolDescriptor$Risk;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    const/4 v5, 0x1

    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->destructive(Z)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    sget-object v5, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->ALWAYS:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    .line 140
    invoke-virtual {v4, v5}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->confirmation(Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    move-result-object v4

    invoke-virtual {v4}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->build()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v4

    const-string v2, "REMOVE_BED"

    const/4 v3, 0x4

    invoke-direct {v0, v2, v3, v4}, Lcom/verdant/garden/beds/BedTool$5;-><init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V

    sput-object v0, Lcom/verdant/garden/beds/BedTool;->REMOVE_BED:Lcom/verdant/garden/beds/BedTool;

    .line 27
    invoke-static {}, Lcom/verdant/garden/beds/BedTool;->$values()[Lcom/verdant/garden/beds/BedTool;

    move-result-object v0

    sput-object v0, Lcom/verdant/garden/beds/BedTool;->$VALUES:[Lcom/verdant/garden/beds/BedTool;

    .line 172
    new-instance v0, Lcom/verdant/garden/beds/BedTool$$ExternalSyntheticLambda2;

    invoke-direct {v0}, Lcom/verdant/garden/beds/BedTool$$ExternalSyntheticLambda2;-><init>()V

    sput-object v0, Lcom/verdant/garden/beds/BedTool;->NON_EMPTY:Ljava/util/function/Predicate;

    .line 173
    const-string v0, "^\\d{4}-\\d{2}-\\d{2}$"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Pattern;->asPredicate()Ljava/util/function/Predicate;

    move-result-object v0

    sput-object v0, Lcom/verdant/garden/beds/BedTool;->ISO_DATE:Ljava/util/function/Predicate;

    .line 174
    invoke-static {}, Lcom/verdant/garden/beds/BedTool;->values()[Lcom/verdant/garden/beds/BedTool;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/BedTool$$ExternalSyntheticLambda3;

    invoke-direct {v1}, Lcom/verdant/garden/beds/BedTool$$ExternalSyntheticLambda3;-><init>()V

    .line 175
    invoke-static {}, Ljava/util/function/Function;->identity()Ljava/util/function/Function;

    move-result-object v2

    invoke-static {v1, v2}, Ljava/util/stream/Collectors;->toMap(Ljava/util/function/Function;Ljava/util/function/Function;)Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    sput-object v0, Lcom/verdant/garden/beds/BedTool;->BY_NAME:Ljava/util/Map;

    .line 174
    return-void
.end method

.method constructor <init>(Ljava/lang/String;ILcom/verdant/garden/cetp/ToolDescriptor;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/verdant/garden/cetp/ToolDescriptor;",
            ")V"
        }
    .end annotation

    .line 179
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 180
    iput-object p3, p0, Lcom/verdant/garden/beds/BedTool;->descriptor:Lcom/verdant/garden/cetp/ToolDescriptor;

    .line 181
    return-void
.end method

.method static synthetic lambda$static$0(Ljava/lang/String;)Z
    .registers 2

    .line 172
    invoke-virtual {p0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$static$1(Lcom/verdant/garden/beds/BedTool;)Ljava/lang/String;
    .registers 2

    .line 175
    iget-object v0, p0, Lcom/verdant/garden/beds/BedTool;->descriptor:Lcom/verdant/garden/cetp/ToolDescriptor;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ToolDescriptor;->name()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$text$2(Ljava/lang/String;)Z
    .registers 3

    .line 208
    invoke-virtual {p0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x3c

    if-gt v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static named(Ljava/lang/String;)Ljava/util/Optional;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Lcom/verdant/garden/beds/BedTool;",
            ">;"
        }
    .end annotation

    .line 188
    sget-object v0, Lcom/verdant/garden/beds/BedTool;->BY_NAME:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/beds/BedTool;

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    return-object v0
.end method

.method static text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/util/Optional;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/json/JSONObject;",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Optional<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 206
    const/4 v2, 0x0

    invoke-virtual {p0, p1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/BedTool$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/verdant/garden/beds/BedTool$$ExternalSyntheticLambda0;-><init>()V

    .line 207
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/beds/BedTool$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/verdant/garden/beds/BedTool$$ExternalSyntheticLambda1;-><init>()V

    .line 208
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    .line 206
    return-object v0
.end method

.method static toolName(Lcom/verdant/garden/cetp/ProviderRequest;)Ljava/lang/String;
    .registers 2

    .line 202
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/ProviderRequest;->tool()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v0

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ToolDescriptor;->name()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/verdant/garden/beds/BedTool;
    .registers 2

    .line 27
    const-class v0, Lcom/verdant/garden/beds/BedTool;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/beds/BedTool;

    return-object v0
.end method

.method public static values()[Lcom/verdant/garden/beds/BedTool;
    .registers 1

    .line 27
    sget-object v0, Lcom/verdant/garden/beds/BedTool;->$VALUES:[Lcom/verdant/garden/beds/BedTool;

    invoke-virtual {v0}, [Lcom/verdant/garden/beds/BedTool;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/verdant/garden/beds/BedTool;

    return-object v0
.end method


# virtual methods
.method public descriptor()Lcom/verdant/garden/cetp/ToolDescriptor;
    .registers 2

    .line 184
    iget-object v0, p0, Lcom/verdant/garden/beds/BedTool;->descriptor:Lcom/verdant/garden/cetp/ToolDescriptor;

    return-object v0
.end method

.method invoke(Lcom/verdant/garden/beds/BedsToolProvider;Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 5

    .line 195
    :try_start_0
    invoke-virtual {p0, p1, p2}, Lcom/verdant/garden/beds/BedTool;->run(Lcom/verdant/garden/beds/BedsToolProvider;Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v1

    .line 197
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0
.end method

.method abstract run(Lcom/verdant/garden/beds/BedsToolProvider;Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method
