/**
 * The shape of react-admin's own catalogue (the `ra` key of ra-language-english 5.15.4), written
 * out because the package types its messages loosely. The Polish catalogue is typed against it,
 * so a missing key fails the type-check; tests/ui/i18n.test.ts checks that it still matches the
 * installed English package key for key.
 */
export interface RaMessages {
  action: {
    add_filter: string;
    add: string;
    back: string;
    bulk_actions: string;
    cancel: string;
    clear_array_input: string;
    clear_input_value: string;
    clone: string;
    confirm: string;
    create: string;
    create_item: string;
    delete: string;
    edit: string;
    export: string;
    list: string;
    refresh: string;
    remove_filter: string;
    remove_all_filters: string;
    remove: string;
    reset: string;
    save: string;
    search: string;
    search_columns: string;
    select_all: string;
    select_all_button: string;
    select_row: string;
    show: string;
    sort: string;
    undo: string;
    unselect: string;
    expand: string;
    close: string;
    open_menu: string;
    close_menu: string;
    update: string;
    move_up: string;
    move_down: string;
    open: string;
    toggle_theme: string;
    select_columns: string;
    update_application: string;
  };
  boolean: {
    true: string;
    false: string;
    null: string;
  };
  page: {
    create: string;
    dashboard: string;
    edit: string;
    error: string;
    list: string;
    loading: string;
    not_found: string;
    show: string;
    empty: string;
    invite: string;
    access_denied: string;
    authentication_error: string;
  };
  input: {
    file: {
      upload_several: string;
      upload_single: string;
    };
    image: {
      upload_several: string;
      upload_single: string;
    };
    references: {
      all_missing: string;
      many_missing: string;
      single_missing: string;
    };
    password: {
      toggle_visible: string;
      toggle_hidden: string;
    };
  };
  message: {
    about: string;
    access_denied: string;
    are_you_sure: string;
    authentication_error: string;
    auth_error: string;
    bulk_delete_content: string;
    bulk_delete_title: string;
    bulk_update_content: string;
    bulk_update_title: string;
    clear_array_input: string;
    delete_content: string;
    delete_title: string;
    details: string;
    error: string;
    invalid_form: string;
    loading: string;
    no: string;
    not_found: string;
    select_all_limit_reached: string;
    unsaved_changes: string;
    yes: string;
    placeholder_data_warning: string;
  };
  navigation: {
    clear_filters: string;
    no_filtered_results: string;
    no_results: string;
    no_more_results: string;
    page_out_of_boundaries: string;
    page_out_from_end: string;
    page_out_from_begin: string;
    page_range_info: string;
    partial_page_range_info: string;
    current_page: string;
    page: string;
    first: string;
    last: string;
    next: string;
    previous: string;
    page_rows_per_page: string;
    skip_nav: string;
  };
  sort: {
    sort_by: string;
    ASC: string;
    DESC: string;
  };
  auth: {
    auth_check_error: string;
    user_menu: string;
    username: string;
    password: string;
    email: string;
    sign_in: string;
    sign_in_error: string;
    logout: string;
  };
  notification: {
    updated: string;
    created: string;
    deleted: string;
    bad_item: string;
    item_doesnt_exist: string;
    http_error: string;
    data_provider_error: string;
    i18n_error: string;
    canceled: string;
    logged_out: string;
    not_authorized: string;
    application_update_available: string;
    offline: string;
  };
  validation: {
    required: string;
    minLength: string;
    maxLength: string;
    minValue: string;
    maxValue: string;
    number: string;
    email: string;
    oneOf: string;
    regex: string;
    unique: string;
  };
  saved_queries: {
    label: string;
    query_name: string;
    new_label: string;
    new_dialog_title: string;
    remove_label: string;
    remove_label_with_name: string;
    remove_dialog_title: string;
    remove_message: string;
    help: string;
  };
  guesser: {
    empty: {
      title: string;
      message: string;
    };
  };
  configurable: {
    customize: string;
    configureMode: string;
    inspector: {
      title: string;
      content: string;
      reset: string;
      hideAll: string;
      showAll: string;
    };
    Datagrid: {
      title: string;
      unlabeled: string;
    };
    SimpleForm: {
      title: string;
      unlabeled: string;
    };
    SimpleList: {
      title: string;
      primaryText: string;
      secondaryText: string;
      tertiaryText: string;
    };
  };
}
